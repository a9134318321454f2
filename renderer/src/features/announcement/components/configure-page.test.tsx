import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => true,
}));

const { CreateAnnouncementPage } = await import('./configure-page.tsx');

const id = '0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a01';
const saved = (body: Record<string, unknown>) => ({
  id,
  title: body.title,
  body: body.body ?? '',
  attachments: [],
  status: body.status,
  startAt: body.startAt ?? null,
  endAt: null,
  publishedAt: null,
  archivedAt: null,
  audience: body.audience,
  participation: body.participation,
  createdById: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  permissions: [],
  stats: { recipientCount: 5, acknowledgedCount: 0, rsvpYesCount: 0, rsvpNoCount: 0, rsvpMaybeCount: 0 },
  ownParticipation: null,
});

describe('configure an announcement', () => {
  beforeEach(() => {
    api.get.mockReset().mockRejectedValue(new Error('not under test'));
    api.post.mockReset();
  });

  it('publishes now to the whole company with what was typed, then opens the announcement', async () => {
    api.post.mockImplementation(async (_path: string, body: Record<string, unknown>) => ({
      data: saved(body),
    }));
    renderWithProviders(<CreateAnnouncementPage />, { path: '/announcements/configure' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Welcome to Kudos');
    // The editor is drawn (lazily); typing into it is for the browser (tests/e2e/announcements.spec.ts).
    await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.click(screen.getByRole('radio', { name: 'To confirm they read it (“Got it”)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('/announcement/announcements', {
      title: 'Welcome to Kudos',
      body: '',
      attachments: [],
      startAt: null,
      endAt: null,
      audience: { wholeCompany: true, teamIds: [], memberIds: [] },
      participation: 'acknowledge',
      status: 'active',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/announcements/${id}`);
  });

  it('refuses a start in the past and a missing audience before calling the server', async () => {
    renderWithProviders(<CreateAnnouncementPage />, { path: '/announcements/configure' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Later');
    await userEvent.click(screen.getByRole('radio', { name: 'At a date and time' }));
    const date = screen.getByLabelText(/Start date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(screen.getByRole('radio', { name: 'Chosen teams and people' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a start in the future')).toBeInTheDocument();
    expect(screen.getByText('Choose who receives the announcement')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the server’s e-mail in a sandboxed frame', async () => {
    api.post.mockResolvedValue({
      data: { subject: 'Welcome', html: '<html><body><h1>Welcome</h1></body></html>', text: 'Welcome' },
    });
    renderWithProviders(<CreateAnnouncementPage />, { path: '/announcements/configure' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Welcome');
    await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.click(screen.getByRole('button', { name: 'E-mail preview' }));
    // Found by its title: Fluent's dialog motion leaves the surface "entering" under jsdom.
    const frame = await screen.findByTitle('The e-mail as recipients will see it', undefined, {
      timeout: 5_000,
    });
    const dialog = frame.closest('[role=dialog]') as HTMLElement;
    expect(dialog).toHaveTextContent('E-mail preview');
    expect(dialog).toHaveTextContent('Subject: Welcome');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<html><body><h1>Welcome</h1></body></html>');
    expect(api.post).toHaveBeenCalledWith('/announcement/announcements/emailPreview', {
      title: 'Welcome',
      body: '',
      attachments: [],
      participation: 'none',
    });
  });
});
