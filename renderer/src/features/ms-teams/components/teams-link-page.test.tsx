import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { featureFlagsKey } from '../../../lib/feature-flags.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), post: vi.fn(), admin: true }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: api.get, put: api.put, post: api.post } }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({ useHolds: () => api.admin }));

const { TeamsLinkPage } = await import('./teams-link-page.tsx');

const paused = {
  webhookHost: 'prod-01.westeurope.logic.azure.com',
  status: 'paused',
  lastError: 'HTTP 404',
  consecutiveFailures: 5,
  pausedAt: '2026-11-28T10:05:00.000Z',
  connectedAt: '2026-11-28T09:00:00.000Z',
  lastDeliveredAt: null,
  pendingPosts: 2,
};

beforeEach(() => {
  api.get.mockReset();
  api.put.mockReset();
  api.post.mockReset();
  api.admin = true;
  localStorage.setItem(featureFlagsKey, JSON.stringify({ msTeamsV1: true }));
  api.get.mockImplementation(async (url: string) => {
    if (url === '/ms-teams/link') return { data: { linked: false, userPrincipalName: null, linkedAt: null } };
    if (url === '/ms-teams/connection') return { data: { connection: paused } };
    throw new Error(`unexpected GET ${url}`);
  });
});

describe('TeamsLinkPage', () => {
  it('sends the member home when the msTeamsV1 flag is off', async () => {
    localStorage.setItem(featureFlagsKey, JSON.stringify({ msTeamsV1: false }));
    renderWithProviders(<TeamsLinkPage />, { path: '/teams-link' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows an admin why posting is paused and resumes it', async () => {
    api.post.mockResolvedValue({ data: { connection: { ...paused, status: 'active', lastError: null } } });
    renderWithProviders(<TeamsLinkPage />, { path: '/teams-link' });
    expect(await screen.findByText('Posting is paused')).toBeInTheDocument();
    expect(
      screen.getByText(/answered with an error 5 times in a row \(last: HTTP 404\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('2 posts are waiting to be delivered.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume posting' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/ms-teams/connection/resume'));
    expect(await screen.findByText('Posting is resumed.')).toBeInTheDocument();
    expect(screen.queryByText('Posting is paused')).toBeNull();
  });

  it('refuses an address that is not https before sending it', async () => {
    renderWithProviders(<TeamsLinkPage />, { path: '/teams-link' });
    await userEvent.type(
      await screen.findByRole('textbox', { name: /New webhook address/ }),
      'http://example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect channel' }));
    expect(await screen.findByText('Enter an address that starts with https://')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('shows a member only their own account, and the code to type in Teams', async () => {
    api.admin = false;
    api.post.mockResolvedValue({
      data: { code: 'ABCD-EFGH', expiresAt: new Date(Date.now() + 600_000).toISOString() },
    });
    renderWithProviders(<TeamsLinkPage />, { path: '/teams-link' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show a code' }));
    expect(await screen.findByText('ABCD-EFGH')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post to a Teams channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Teams app' })).toBeNull();
  });
});
