import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamSegmentRule } from '#shared/contract/teams';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: api.get, post: api.post } }));

const { AutomationRulesEditor } = await import('./automation-rules-editor.tsx');
const { AutomationPreview } = await import('./automation-preview.tsx');

const segments = {
  country: [],
  region: [],
  location: ['Berlin', 'Lisbon'],
  department: ['Engineering', 'People Operations'],
  costCenter: [],
  businessUnit: [],
  group: [],
};
const member = (firstName: string, lastName: string) => ({
  id: crypto.randomUUID(),
  firstName,
  lastName,
  avatarUrls: null,
  jobTitle: null,
  suspended: false,
});

/** The editor and its preview as the create form uses them, with the rules kept here. */
function Harness(props: { initial: TeamSegmentRule[] }) {
  const [rules, setRules] = useState(props.initial);
  return (
    <>
      <AutomationRulesEditor value={rules} onChange={setRules} />
      <AutomationPreview rules={rules} />
      <output data-testid="rules">{JSON.stringify(rules)}</output>
    </>
  );
}

const rulesNow = () => JSON.parse(screen.getByTestId('rules').textContent ?? '[]') as TeamSegmentRule[];

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  api.get.mockImplementation(async (url: string) => {
    if (url === '/identity/segments') return { data: segments };
    throw new Error(`unexpected GET ${url}`);
  });
  api.post.mockImplementation(async (url: string) => {
    if (url === '/identity/teams/automationPreview')
      return { data: { count: 2, sample: [member('Eve', 'Curie'), member('Max', 'Planck')] } };
    throw new Error(`unexpected POST ${url}`);
  });
});

describe('AutomationRulesEditor', () => {
  it('offers the values in use, asks for the preview only once every rule has a value, and shows it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ kind: 'department', values: [] }]} />);
    expect(screen.getByText('Choose at least one value in each rule to see who matches.')).toBeVisible();

    const rule = screen.getByRole('group', { name: 'Rule 1' });
    await user.click(within(rule).getByRole('combobox', { name: 'Values' }));
    await user.keyboard('Engin');
    await user.click(await screen.findByRole('option', { name: 'Engineering' }));
    expect(rulesNow()).toEqual([{ kind: 'department', values: ['Engineering'] }]);

    expect(await screen.findByText('2 people match')).toBeVisible();
    expect(screen.getByText('Eve Curie, Max Planck')).toBeVisible();
    expect(api.post).toHaveBeenCalledWith(
      '/identity/teams/automationPreview',
      { rules: [{ kind: 'department', values: ['Engineering'] }] },
      expect.anything(),
    );

    // A new rule without values: the preview waits for it instead of asking with an empty rule.
    api.post.mockClear();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(
      await screen.findByText('Choose at least one value in each rule to see who matches.'),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.post).not.toHaveBeenCalled();
  });

  it('gives a new rule the first kind not used yet and offers no kind twice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ kind: 'country', values: ['Germany'] }]} />);
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(rulesNow().map((rule) => rule.kind)).toEqual(['country', 'region']);

    await user.click(
      within(screen.getByRole('group', { name: 'Rule 2' })).getByRole('combobox', { name: 'Segment' }),
    );
    expect(screen.getByRole('option', { name: 'Country' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Location' }));
    expect(rulesNow()[1]).toEqual({ kind: 'location', values: [] });
  });

  it('takes a typed value no record has yet, and removes a rule', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        initial={[
          { kind: 'department', values: ['Engineering'] },
          { kind: 'location', values: [] },
        ]}
      />,
    );
    const second = screen.getByRole('group', { name: 'Rule 2' });
    await user.click(within(second).getByRole('combobox', { name: 'Values' }));
    await user.keyboard('Porto');
    await user.click(await screen.findByRole('option', { name: 'Use "Porto"' }));
    expect(rulesNow()[1]).toEqual({ kind: 'location', values: ['Porto'] });

    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(rulesNow()).toEqual([{ kind: 'location', values: ['Porto'] }]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Rule 2' })).toBeNull());
  });
});
