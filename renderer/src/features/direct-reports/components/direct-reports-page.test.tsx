import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn() }));
const me = vi.hoisted(() => ({ hasReports: true }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/queries.ts', async (actual) => {
  const real = await actual<typeof import('../../../lib/session/queries.ts')>();
  return {
    ...real,
    sessionQueries: {
      ...real.sessionQueries,
      ownMember: () => queryOptions({ queryKey: ['me'], queryFn: async () => ({ ...me }) }),
    },
  };
});

const { default: DirectReportsPage } = await import('./direct-reports-page.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const report = (id: string, firstName: string, receivedCount: number, lastReceivedAt: string | null) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  firstName,
  lastName: 'Curie',
  avatarUrls: null,
  jobTitle: 'Engineer',
  receivedCount,
  lastReceivedAt,
});

const answer = (results: ReturnType<typeof report>[], recognizedCount: number) =>
  api.get.mockImplementation(async (url: string) => {
    if (url === '/recognition/managers/reports')
      return { data: { results, next: null, total: results.length, recognizedCount } };
    throw new Error(`unexpected GET ${url}`);
  });

beforeEach(() => {
  me.hasReports = true;
  api.get.mockReset();
});

describe('direct reports', () => {
  it('lists each report with what they received, and says when one was not recognized lately', async () => {
    answer([report('1', 'Eve', 2, '2026-03-04T10:00:00.000Z'), report('2', 'Sam', 0, null)], 1);
    renderWithProviders(<DirectReportsPage />, { path: '/direct-reports' });
    const table = await screen.findByRole('table', { name: 'Direct reports' }, slow);
    expect(screen.getByText('1 of 2 direct reports were recognized in the last 30 days')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Recognitions received (30 days)', 'Last recognized']);
    const sam = within(table).getByRole('row', { name: /Sam Curie/ });
    expect(within(sam).getAllByRole('cell')[1]).toHaveTextContent('0');
    expect(within(sam).getAllByRole('cell')[2]).toHaveTextContent('Not in the last 30 days');
    const eve = within(table).getByRole('row', { name: /Eve Curie/ });
    expect(within(eve).getAllByRole('cell')[1]).toHaveTextContent('2');
    expect(within(eve).getAllByRole('cell')[2]).not.toHaveTextContent('Not in the last 30 days');
  });

  it('says so when the list is empty', async () => {
    answer([], 0);
    renderWithProviders(<DirectReportsPage />, { path: '/direct-reports' });
    expect(await screen.findByText('You have no direct reports.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends a member without reports home', async () => {
    me.hasReports = false;
    renderWithProviders(<DirectReportsPage />, { path: '/direct-reports' });
    expect(await screen.findByTestId('location', {}, slow)).toHaveTextContent('/home');
    expect(api.get).not.toHaveBeenCalledWith('/recognition/managers/reports', expect.anything());
  });
});
