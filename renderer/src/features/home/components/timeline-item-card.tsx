import type { TimelineItem } from '#shared/contract/timeline';
import { RecognitionCard } from './recognition-card.tsx';

type Props = { item: TimelineItem; pinned?: boolean };

/**
 * One timeline item, drawn by the card of its type (ARCHITECTURE "Timeline and TV items"). Each
 * area adds its case here when its items join the timeline.
 */
export function TimelineItemCard({ item, pinned }: Props) {
  switch (item.__entity_type__) {
    case 'recognition':
      return <RecognitionCard item={item} pinned={pinned} />;
  }
}
