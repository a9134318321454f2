import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn() }));
const grant = vi.hoisted(() => ({ browseCulture: true }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => grant.browseCulture,
}));

const { CulturePage } = await import('./culture-page.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const member = (n: number, firstName: string) => ({
  id: id(100 + n),
  firstName,
  lastName: 'Curie',
  avatarUrls: null,
  jobTitle: null,
});
const value = (n: number, name: string, quarterCount: number, latest: unknown[] = []) => ({
  id: id(n),
  name,
  description: `${name} matters`,
  color: '#0F6CBD',
  qualities: [{ id: id(50 + n), name: `${name} quality` }],
  quarterCount,
  latest,
});
const overview = {
  tenantName: 'Acme',
  banner: null,
  quarterStart: '2026-10-01',
  values: [
    value(1, 'Courage', 2),
    value(2, 'Care', 5, [
      {
        id: id(201),
        message: '<p>Thanks for the handover</p>',
        sender: null,
        recipients: [member(1, 'Eve'), member(2, 'Sam')],
        qualities: ['Care quality'],
        publishedAt: '2026-11-02T10:00:00.000Z',
      },
    ]),
    value(3, 'Craft', 0),
  ],
  mostRecognised: [id(2), id(1)],
};

beforeEach(() => {
  grant.browseCulture = true;
  api.get.mockReset().mockImplementation(async (url: string) => {
    if (url === '/culture/overview') return { data: overview };
    throw new Error(`not under test: ${url}`);
  });
});

describe('the culture page', () => {
  it('ranks the values by this quarter’s recognitions, most first, with their counts', async () => {
    renderWithProviders(<CulturePage />);
    const most = await screen.findByRole('region', { name: 'Most recognized this quarter' }, slow);
    const ranks = within(most)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(ranks).toEqual(['Care 5 recognitions', 'Courage 2 recognitions']);
  });

  it('shows each value’s latest recognitions, naming a removed sender as a former member', async () => {
    renderWithProviders(<CulturePage />);
    const latest = await screen.findByRole('list', { name: 'Latest recognitions for Care' }, slow);
    expect(within(latest).getByText('A former member to Eve Curie, Sam Curie')).toBeInTheDocument();
    expect(within(latest).getByText('Thanks for the handover')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Qualities of Courage' })).toHaveTextContent('Courage quality');
    // A value nobody has recognized yet says so instead of an empty list.
    expect(screen.queryByRole('list', { name: 'Latest recognitions for Craft' })).toBeNull();
    expect(screen.getAllByText('No public recognition carries this value yet.')).toHaveLength(2);
  });

  it('invites the first recognition when no value was recognized this quarter', async () => {
    api.get.mockResolvedValue({ data: { ...overview, mostRecognised: [] } });
    renderWithProviders(<CulturePage />);
    expect(
      await screen.findByText(/No value has been recognized since .* yet\./, {}, slow),
    ).toBeInTheDocument();
  });

  it('says when the page could not be loaded', async () => {
    api.get.mockRejectedValue(new Error('down'));
    renderWithProviders(<CulturePage />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'The culture page could not be loaded.',
    );
  });

  it('asks nothing of a member without browseCulture', () => {
    grant.browseCulture = false;
    renderWithProviders(<CulturePage />);
    expect(api.get).not.toHaveBeenCalledWith('/culture/overview', expect.anything());
    expect(screen.queryByRole('heading', { name: 'Culture' })).toBeNull();
  });
});
