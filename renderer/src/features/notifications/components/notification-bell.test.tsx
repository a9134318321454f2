import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

// jsdom does not run Fluent's focus-trap bookkeeping like a browser does and leaves the open
// popover aria-hidden, so queries inside it include hidden elements (axe covers the real thing).
const hidden = true;

const api = vi.hoisted(() => ({ get: vi.fn(), delete: vi.fn(), allowed: true }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: api.get, delete: api.delete } }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({ useHolds: () => api.allowed }));

const { NotificationBell } = await import('./notification-bell.tsx');

const ada = {
  id: '0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a01',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatarUrls: null,
};
const message = (id: number, extra: object = {}) => ({
  id: `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1b${String(id).padStart(2, '0')}`,
  kind: null,
  params: null,
  message: `Message ${id}`,
  resourcePath: `/recognitions/${id}`,
  readAt: null,
  createdAt: new Date().toISOString(),
  fromMemberId: ada.id,
  fromMember: ada,
  ...extra,
});

function serve(messages: object[], count: number) {
  api.get.mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/notifications/messages/count/') return { data: { count } };
    if (url === '/notifications/messages/') {
      expect(config?.params).toMatchObject({ pageSize: 20, sorting: '-createdAt', embed: 'fromMember' });
      return { data: { results: messages, next: null } };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  api.delete.mockResolvedValue({ data: { ok: true } });
}

beforeEach(async () => {
  await switchLanguage('en');
  api.get.mockReset();
  api.delete.mockReset();
  api.allowed = true;
});

describe('NotificationBell', () => {
  it('is absent without notificationApp browseMessages', () => {
    api.allowed = false;
    serve([], 0);
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('button', { name: /notifications/i })).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows the unread count and "No notifications" for an empty list', async () => {
    serve([], 0);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read', hidden })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('reads "(invalid)" for a bad date, marks a message read and follows its link', async () => {
    serve([message(1), message(2, { createdAt: 'garbage', readAt: '2026-11-01T00:00:00Z' })], 1);
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    expect(await screen.findByText('(invalid)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Message 1/, hidden }));
    expect(api.delete).toHaveBeenCalledWith(`/notifications/messages/${message(1).id}`);
    expect(await screen.findByTestId('location')).toHaveTextContent('/recognitions/1');
  });

  it('marks every message read at once', async () => {
    serve([message(1), message(2)], 2);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications', hidden });
    await within(dialog).findByText('Message 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read', hidden }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/notifications/messages/'));
  });

  it('writes each kind in the reader’s language, the name from its params', async () => {
    serve(
      [
        message(1, {
          kind: 'recognition.recognized',
          params: { name: 'Max Planck' },
          message: 'Max Planck recognized you',
        }),
        message(2, {
          kind: 'award.given',
          params: { name: 'Eve Curie', award: 'Rising star' },
          message: 'Eve Curie gave you the award “Rising star”',
        }),
        // A kind this build does not know yet: the server's sentence stands.
        message(3, { kind: 'future.thing', params: {}, message: 'Something new happened' }),
        message(4, { kind: null, params: null, message: 'An old English message' }),
      ],
      4,
    );
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications', hidden });
    expect(await within(dialog).findByText('Max Planck recognized you')).toBeInTheDocument();
    expect(within(dialog).getByText('Eve Curie gave you the award “Rising star”')).toBeInTheDocument();

    await switchLanguage('de');
    expect(
      await within(dialog).findByText('Max Planck hat Ihnen eine Anerkennung gesendet'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Eve Curie hat Ihnen die Auszeichnung „Rising star“ verliehen'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Something new happened')).toBeInTheDocument();
    expect(within(dialog).getByText('An old English message')).toBeInTheDocument();
    expect(within(dialog).queryByText(/recognized you/)).toBeNull();
  });
});
