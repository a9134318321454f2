import type { TimelineItem } from '#shared/contract/timeline';
import { AnnouncementCard } from './announcement-card.tsx';
import { AwardCard } from './award-card.tsx';
import { CelebrationCard } from './celebration-card.tsx';
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
    case 'award':
      return <AwardCard item={item} pinned={pinned} />;
    case 'announcement':
      return <AnnouncementCard item={item} pinned={pinned} />;
    case 'calendarEvent':
      return <CelebrationCard item={item} />;
  }
}
