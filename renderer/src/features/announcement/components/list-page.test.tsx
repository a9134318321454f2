import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), manager: true }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: api.get } }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => api.manager,
}));

const { ListPage } = await import('./list-page.tsx');

const id = (n: number) => `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a0${n}`;
const announcement = (n: number, status: string) => ({
  id: id(n),
  title: `Announcement ${n}`,
  body: '',
  attachments: [],
  status,
  startAt: null,
  endAt: null,
  publishedAt: null,
  archivedAt: null,
  audience: { wholeCompany: true, teamIds: [], memberIds: [] },
  participation: 'none',
  createdById: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  permissions: [],
  stats: { recipientCount: 5, acknowledgedCount: 0, rsvpYesCount: 0, rsvpNoCount: 0, rsvpMaybeCount: 0 },
  ownParticipation: null,
});

describe('announcements list', () => {
  beforeEach(() => {
    api.get.mockReset();
    // Other reads of the page (the tenant's name for the document title) fail quietly.
    api.get.mockImplementation(async (path: string, { params }: { params: Record<string, unknown> }) => {
      if (path !== '/announcement/announcements') throw new Error('not under test');
      return {
        data: {
          results: [announcement(params.page === 2 ? 2 : 1, String(params.statusIn))],
          next: params.page === 1 ? 2 : null,
        },
      };
    });
  });

  it('shows a tab per status to managers, pages through each, and starts on the active ones', async () => {
    api.manager = true;
    renderWithProviders(<ListPage />, { path: '/announcements' });
    expect(await screen.findByRole('link', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      '/announcement/announcements',
      expect.objectContaining({ params: expect.objectContaining({ statusIn: 'active', page: 1 }) }),
    );
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    for (const name of ['Draft', 'Scheduled', 'Active', 'Archived']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Announcement 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        '/announcement/announcements',
        expect.objectContaining({ params: expect.objectContaining({ statusIn: 'draft', page: 1 }) }),
      ),
    );
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeInTheDocument();
  });

  it('shows members the active announcements meant for them, without tabs', async () => {
    api.manager = false;
    renderWithProviders(<ListPage />, { path: '/announcements' });
    expect(await screen.findByRole('link', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      '/announcement/announcements',
      expect.objectContaining({ params: expect.objectContaining({ statusIn: 'active', mine: true }) }),
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
  });
});
