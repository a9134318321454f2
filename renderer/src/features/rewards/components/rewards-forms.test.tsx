import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => true,
  useHoldsAll: () => true,
}));
vi.mock('react-router', async (actual) => ({
  ...(await actual<typeof import('react-router')>()),
  useParams: () => ({ id: store }),
}));

const { RewardForm } = await import('./reward-form.tsx');
const { AddFundsPage } = await import('./add-funds-page.tsx');

const store = '00000000-0000-4000-8000-0000000000c1';
/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };

beforeEach(() => {
  api.get.mockReset().mockRejectedValue(new Error('not under test'));
  api.post.mockReset().mockRejectedValue(new Error('not under test'));
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the reward form', () => {
  it('asks for a name and a whole cost before sending anything', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<RewardForm reward={null} submitLabel="Create" onSubmit={onSubmit} />);
    await userEvent.type(field(/Cost in points/), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(field(/^Name/)).toHaveAccessibleDescription('Fill this in.'));
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Cost in points/)).toHaveAccessibleDescription('Check this value.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends numbers, and no stock when the stock is unlimited', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<RewardForm reward={null} submitLabel="Create" onSubmit={onSubmit} />);
    await userEvent.type(field(/^Name/), 'Company hoodie');
    await userEvent.type(field(/Cost in points/), '500');
    await userEvent.click(screen.getByRole('switch', { name: 'Unlimited stock' }));
    expect(screen.queryByRole('textbox', { name: /In stock/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Company hoodie',
        description: '',
        imageUrl: '',
        cost: 500,
        stock: null,
      }),
    );
  });

  it('refuses a stock below 0 once the rest is right', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<RewardForm reward={null} submitLabel="Create" onSubmit={onSubmit} />);
    await userEvent.type(field(/^Name/), 'Mug');
    await userEvent.type(field(/Cost in points/), '10');
    await userEvent.type(field(/In stock/), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(field(/In stock/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/In stock/)).toHaveAccessibleDescription('Enter 0 or more.');
    expect(field(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(field(/Cost in points/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field(/In stock/));
    await userEvent.type(field(/In stock/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cost: 10, stock: 3 })),
    );
  });
});

describe('adding funds', () => {
  beforeEach(() => {
    api.get.mockImplementation(async (url: string) => {
      if (url === `/rewards/providers/${store}/funds`)
        return {
          data: {
            balance: 250,
            currencyCode: 'USD',
            creditCards: [{ token: 'card-1', label: 'Company Visa', lastFourDigits: '4242' }],
          },
        };
      throw new Error(`unexpected GET ${url}`);
    });
  });

  it('refuses an amount that is not above 0 with at most two decimals', async () => {
    renderWithProviders(<AddFundsPage />, { path: `/rewards/store/${store}/add-funds` });
    const amount = await screen.findByRole('textbox', { name: /Amount \(USD\)/ }, slow);
    expect(screen.getByText('Funds: $250.00')).toBeInTheDocument();
    for (const bad of ['', '0', '12.345', 'ten']) {
      await userEvent.clear(amount);
      if (bad) await userEvent.type(amount, bad);
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
      expect(
        await screen.findByText('Enter an amount above 0 with at most two decimals.', {}, slow),
      ).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.post).not.toHaveBeenCalled();
  });

  it('deposits from the chosen card, a comma read as the decimal point', async () => {
    api.post.mockResolvedValue({ data: { balance: 262.5, currencyCode: 'USD' } });
    renderWithProviders(<AddFundsPage />, { path: `/rewards/store/${store}/add-funds` });
    const amount = await screen.findByRole('textbox', { name: /Amount \(USD\)/ }, slow);
    expect(screen.getByRole('combobox', { name: 'Credit card' })).toHaveDisplayValue(
      'Company Visa ending in 4242',
    );
    await userEvent.type(amount, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/rewards/providers/${store}/funds`, {
        amount: 12.5,
        creditCardToken: 'card-1',
      }),
    );
  });

  it('says when no card is registered', async () => {
    api.get.mockResolvedValue({ data: { balance: 0, currencyCode: 'USD', creditCards: [] } });
    renderWithProviders(<AddFundsPage />, { path: `/rewards/store/${store}/add-funds` });
    expect(
      await screen.findByText(
        "No credit card is registered with this account. Register one in the provider's portal first.",
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add funds' })).not.toBeInTheDocument();
  });
});
