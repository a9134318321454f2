import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => true,
}));

const { default: NotificationSettingsPage } = await import('./notification-settings-page.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const saved = { email: true, webPush: false, messaging: true, digest: 'week' };

beforeEach(() => {
  api.get.mockReset().mockImplementation(async (url: string) => {
    if (url === '/notifications/tenantDefaults/') return { data: saved };
    throw new Error(`unexpected GET ${url}`);
  });
  api.put.mockReset();
});

describe('notification defaults', () => {
  it('shows the saved defaults and saves what was switched', async () => {
    api.put.mockImplementation(async (_url: string, body: unknown) => ({ data: body }));
    renderWithProviders(<NotificationSettingsPage />, { path: '/notifications' });
    const push = await screen.findByRole('switch', { name: 'Browser push notifications' }, slow);
    expect(push).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();

    await userEvent.click(push);
    await userEvent.click(screen.getByRole('radio', { name: 'Disabled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/notifications/tenantDefaults/', {
        ...saved,
        webPush: true,
        digest: 'disabled',
      }),
    );
    expect(await screen.findByText('Notification settings saved', {}, slow)).toBeInTheDocument();
  });

  it('keeps the choices and says so when saving fails', async () => {
    api.put.mockRejectedValue(new ApiError(0, null));
    renderWithProviders(<NotificationSettingsPage />, { path: '/notifications' });
    const email = await screen.findByRole('switch', { name: 'Email' }, slow);
    await userEvent.click(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The service cannot be reached. Check your connection and try again.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Notification settings saved')).not.toBeInTheDocument();
    expect(email).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says so when the defaults cannot be loaded', async () => {
    api.get.mockRejectedValue(new ApiError(500, null));
    renderWithProviders(<NotificationSettingsPage />, { path: '/notifications' });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'The notification settings could not be loaded. Reload the page to try again.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
