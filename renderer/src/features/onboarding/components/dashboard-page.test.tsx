import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { featureFlagsKey } from '../../../lib/feature-flags.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  put: vi.fn(),
  grants: [] as { name: string; entityType: string; permissions: string[] }[],
}));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: api.get, put: api.put } }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ data: api.grants, isPending: false, fetchStatus: 'idle' }),
}));

const { DashboardPage } = await import('./dashboard-page.tsx');

const aliases = [
  'importUsers',
  'createTeams',
  'securityAndAccess',
  'sendWelcomeEmail',
  'createLaunchAnnouncement',
];

function serve(completed: string[]) {
  api.get.mockImplementation(async (url: string) => {
    if (url === '/onboarding/checklistItems') {
      return {
        data: {
          results: aliases.map((itemAlias) => ({ itemAlias, completed: completed.includes(itemAlias) })),
        },
      };
    }
    if (url === '/onboarding/dismissedItems') {
      return { data: { results: aliases.map((itemAlias) => ({ itemAlias, dismissedAt: null })) } };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  api.put.mockImplementation(async (_url: string, body: unknown) => ({ data: body }));
}

const setFlag = (on: boolean) =>
  localStorage.setItem(featureFlagsKey, JSON.stringify({ onboardingChecklist: on }));

beforeEach(() => {
  api.get.mockReset();
  api.put.mockReset();
  api.grants = [{ name: 'onboardingApp', entityType: 'onboarding', permissions: ['manage'] }];
  setFlag(true);
});

describe('DashboardPage', () => {
  it('sends the member home when the onboardingChecklist flag is off', async () => {
    setFlag(false);
    serve([]);
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('sends the member home without onboardingApp manage', async () => {
    api.grants = [];
    serve([]);
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('shows progress over the required items and saves a completed step', async () => {
    serve(['importUsers']);
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('1 of 3 required steps complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Required for launch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.queryByText('Ready for launch!')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create teams done' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/onboarding/checklistItems', {
        itemAlias: 'createTeams',
        completed: true,
      }),
    );
  });

  it('reads "Ready for launch!", then "Setup complete!" when everything is done', async () => {
    serve(['importUsers', 'createTeams', 'securityAndAccess']);
    const first = renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Ready for launch!')).toBeInTheDocument();
    first.unmount();
    serve(aliases);
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Setup complete!')).toBeInTheDocument();
    expect(screen.getByText('Nice job launching your platform')).toBeInTheDocument();
  });

  it('dismisses the guide and relaunches it', async () => {
    serve([]);
    renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss guide' }));
    expect(screen.queryByText('Required for launch')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Platform setup guide' }));
    expect(await screen.findByText('Required for launch')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
  });
});
