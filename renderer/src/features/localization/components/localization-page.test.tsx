import { screen, waitFor, within } from '@testing-library/react';
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

const { default: LocalizationPage } = await import('./localization-page.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
// Save is disabled but focusable while there is nothing to save (SubmitButton): aria-disabled.
const saved = { language: 'en', timeZone: 'Europe/Berlin', weekStart: 'monday', dateFormat: 'locale' };

beforeEach(() => {
  api.get.mockReset().mockImplementation(async (url: string) => {
    if (url === '/identity/tenants/localization') return { data: saved };
    throw new Error(`unexpected GET ${url}`);
  });
  api.put.mockReset();
});

const weekStartField = () => screen.getByRole('radiogroup', { name: /First day of the week/ });

describe('language and time', () => {
  it('keeps Save off until something changes, then saves the four settings', async () => {
    api.put.mockImplementation(async (_url: string, body: unknown) => ({ data: body }));
    renderWithProviders(<LocalizationPage />, { path: '/localization' });
    const save = await screen.findByRole('button', { name: 'Save' }, slow);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(within(weekStartField()).getByRole('radio', { name: 'Monday' })).toBeChecked();

    await userEvent.click(within(weekStartField()).getByRole('radio', { name: 'Sunday' }));
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/identity/tenants/localization', {
        ...saved,
        weekStart: 'sunday',
      }),
    );
    expect(await screen.findByText('Language and time settings saved', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
  });

  it('shows the server’s refusal under the field it names', async () => {
    api.put.mockRejectedValue(
      new ApiError(400, {
        name: 'ValidationError',
        message: 'Invalid',
        details: [{ type: 'custom', path: 'weekStart', message: 'Choose Monday, Sunday or Saturday' }],
      }),
    );
    renderWithProviders(<LocalizationPage />, { path: '/localization' });
    const save = await screen.findByRole('button', { name: 'Save' }, slow);
    await userEvent.click(within(weekStartField()).getByRole('radio', { name: 'Saturday' }));
    await userEvent.click(save);
    const message = await screen.findByText('Choose Monday, Sunday or Saturday', {}, slow);
    expect(weekStartField()).toHaveAccessibleDescription(expect.stringContaining(message.textContent ?? ''));
  });

  it('offers each date format with today written that way', async () => {
    renderWithProviders(<LocalizationPage />, { path: '/localization' });
    const formats = await screen.findByRole('radiogroup', { name: /Date format/ }, slow);
    const labels = within(formats)
      .getAllByRole('radio')
      .map((radio) => radio.closest('span')?.parentElement?.textContent ?? '');
    expect(labels.join('|')).toMatch(/As the language writes it \(.+\)/);
    expect(labels.join('|')).toMatch(/Year, month, day \(\d{4}.\d{2}.\d{2}\)/);
  });
});
