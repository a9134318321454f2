import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementTimelineItem } from '#shared/contract/announcement';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { put: api.put } }));

const { AnnouncementCard } = await import('./announcement-card.tsx');

const id = (n: number) => `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a0${n}`;
const image = `/api/media/files/${id(9)}/original?expires=1&signature=abc`;
const item: AnnouncementTimelineItem = {
  __entity_type__: 'announcement',
  id: id(1),
  title: 'Welcome to Kudos',
  body: `<p>Hello <strong>all</strong></p><img src="${image}" alt="Team"><img src="https://evil.example/x.png"><p onclick="alert(1)">Click</p>`,
  attachments: [id(2)],
  attachmentUrls: [
    {
      mediaObjectId: id(2),
      attachmentType: 'document',
      url: '/api/media/files/x/original',
      originalFilename: 'plan.pdf',
      variants: {},
    },
  ],
  status: 'active',
  startAt: '2026-11-24T09:00:00.000Z',
  endAt: null,
  publishedAt: '2026-11-24T09:00:00.000Z',
  archivedAt: null,
  audience: { wholeCompany: true, teamIds: [], memberIds: [] },
  participation: 'acknowledge',
  createdById: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  permissions: [],
  stats: { recipientCount: 5, acknowledgedCount: 0, rsvpYesCount: 0, rsvpNoCount: 0, rsvpMaybeCount: 0 },
  ownParticipation: null,
};

describe('announcement card', () => {
  beforeEach(() => api.put.mockReset());

  it('shows the title, the purified body with its own images, and the attachments', async () => {
    renderWithProviders(<AnnouncementCard item={item} />);
    const card = await screen.findByRole('group', { name: 'Welcome to Kudos' });
    expect(within(card).getByRole('link', { name: 'Welcome to Kudos' })).toHaveAttribute(
      'href',
      `/announcements/${id(1)}`,
    );
    expect(within(card).getByText('all').tagName).toBe('STRONG');
    const images = card.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([image]);
    expect(card.innerHTML).not.toMatch(/onclick|evil/);
    expect(within(card).getByRole('link', { name: 'Attachment plan.pdf' })).toBeInTheDocument();
  });

  it('confirms with "Got it" and then says so', async () => {
    api.put.mockResolvedValue({
      data: {
        ...item,
        __entity_type__: undefined,
        stats: { ...item.stats, acknowledgedCount: 1 },
        ownParticipation: {
          acknowledgedAt: '2026-11-25T10:00:00.000Z',
          rsvp: null,
          respondedAt: '2026-11-25T10:00:00.000Z',
        },
      },
    });
    renderWithProviders(<AnnouncementCard item={item} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(api.put).toHaveBeenCalledWith(`/announcement/announcements/${id(1)}/participation`, {
      acknowledged: true,
    });
    await waitFor(() => expect(screen.getByText('You confirmed this announcement')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
  });

  it('asks nothing when the announcement asks nothing', async () => {
    renderWithProviders(<AnnouncementCard item={{ ...item, participation: 'none' }} />);
    await screen.findByRole('group', { name: 'Welcome to Kudos' });
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
  });
});
