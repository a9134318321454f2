import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => true,
  useHoldsAll: () => true,
}));
vi.mock('react-router', async (actual) => ({
  ...(await actual<typeof import('react-router')>()),
  useParams: () => ({ id: 'allocation' }),
}));

const { SourceConfigurePage } = await import('./source-configure-page.tsx');
const { PayoutCard } = await import('./payout-card.tsx');

const design = '00000000-0000-4000-8000-00000000000d';
const sales = '00000000-0000-4000-8000-00000000000e';
const eve = '00000000-0000-4000-8000-0000000000e1';
/** Fluent's dialogs open with a motion jsdom never finishes: their contents count as hidden. */
const hidden = true;
/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const team = (id: string, name: string) => ({
  id,
  name,
  description: null,
  type: 'manual',
  activeMemberCount: 3,
  automation: null,
  quickTeamSource: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  permissions: [],
});

beforeEach(() => {
  api.get.mockReset().mockRejectedValue(new Error('not under test'));
  api.post.mockReset().mockRejectedValue(new Error('not under test'));
  api.put.mockReset();
});

describe('the allocation’s team amounts', () => {
  it('edits, removes and adds team rows, refusing a fractional amount first', async () => {
    api.get.mockImplementation(async (url: string) => {
      if (url === '/points/allocationSources/allocation') {
        return {
          data: {
            id: 'allocation',
            enabled: true,
            amount: 100,
            resetFrequency: 'month',
            teams: [{ teamId: design, teamName: 'Design', amount: 150 }],
            updatedAt: null,
          },
        };
      }
      if (url === '/identity/teams')
        return { data: { results: [team(design, 'Design'), team(sales, 'Sales')], next: null } };
      throw new Error(`unexpected GET ${url}`);
    });
    api.put.mockImplementation(async (_url: string, body: Record<string, unknown>) => ({
      data: { id: 'allocation', ...body, teams: [], updatedAt: null },
    }));
    renderWithProviders(<SourceConfigurePage />, { path: '/points/allocation/configure/allocation' });
    const designAmount = await screen.findByRole('textbox', { name: /Points for Design/ }, slow);
    expect(designAmount).toHaveValue('150');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Design' }));
    expect(screen.queryByRole('textbox', { name: /Points for Design/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Add a team' }), 'Sa');
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }, slow));
    const salesAmount = await screen.findByRole('textbox', { name: /Points for Sales/ }, slow);
    await waitFor(() => expect(salesAmount).toHaveFocus());
    await userEvent.type(salesAmount, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a whole number of points, without decimals.', {}, slow),
    ).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await userEvent.clear(salesAmount);
    await userEvent.type(salesAmount, '220');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.put).toHaveBeenCalledWith('/points/allocationSources/allocation', {
      enabled: true,
      amount: 100,
      resetFrequency: 'month',
      teams: [{ teamId: sales, amount: 220 }],
    });
  });
});

describe('paying out', () => {
  it('says what happens to whom before the points expire', async () => {
    api.post.mockImplementation(async (url: string, body: Record<string, unknown>) => {
      if (url === '/points/budgetItems/estimate') return { data: { memberCount: 1, total: 1 } };
      if (url === '/points/accounts/payout/expire') return { data: { memberCount: 1, expired: 300 } };
      throw new Error(`unexpected POST ${url} ${JSON.stringify(body)}`);
    });
    api.get.mockImplementation(async (url: string) => {
      if (url === '/recognition/recipients') {
        return {
          data: {
            tenantMembers: [
              { id: eve, firstName: 'Eve', lastName: 'Curie', avatarUrls: null, jobTitle: null },
            ],
            teams: [],
          },
        };
      }
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<PayoutCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Expire redeemable points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expire redeemable points', hidden }, slow);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/, hidden }),
      'Paid in the March payroll',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue', hidden }));
    expect(
      await within(dialog).findByText('Choose at least one member or team.', {}, slow),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('combobox', { name: /Members and teams/, hidden }), 'Eve');
    await userEvent.click(await screen.findByRole('option', { name: 'Eve Curie', hidden }, slow));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue', hidden }));
    const confirm = await screen.findByRole('dialog', { name: 'Expire these points?', hidden }, slow);
    expect(confirm).toHaveTextContent(
      'The whole redeemable balance of 1 member (Eve Curie) expires now and goes to 0.',
    );
    expect(api.post).toHaveBeenCalledWith('/points/budgetItems/estimate', {
      tenantWide: false,
      memberIds: [eve],
      teamIds: [],
      amount: 1,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Expire points', hidden }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/points/accounts/payout/expire', {
        tenantWide: false,
        memberIds: [eve],
        teamIds: [],
        reason: 'Paid in the March payroll',
      }),
    );
    expect(await screen.findByText('300 points of 1 member expired.', {}, slow)).toBeInTheDocument();
  });
});
