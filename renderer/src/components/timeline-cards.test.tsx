import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '#shared/contract/timeline';
import { loadTimelineCards, registerTimelineCard, TimelineCard } from './timeline-cards.tsx';

describe('the timeline card registry', () => {
  it('draws an item by the card its area registered, once the cards are loaded', async () => {
    registerTimelineCard('award', async () => (props) => (
      <p>
        award {props.item.id}
        {props.pinned ? ' pinned' : ''}
      </p>
    ));
    await loadTimelineCards();
    const item = { __entity_type__: 'award', id: 'a1' } as TimelineItem;
    render(<TimelineCard item={item} pinned />);
    expect(screen.getByText('award a1 pinned')).toBeInTheDocument();
  });

  it('draws nothing for an item whose area registered no card', () => {
    const item = { __entity_type__: 'calendarEvent', id: 'c1' } as TimelineItem;
    const { container } = render(<TimelineCard item={item} />);
    expect(container).toBeEmptyDOMElement();
  });
});
