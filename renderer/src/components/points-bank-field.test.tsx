import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { PointsBankField } from './points-bank-field.tsx';

const texts = {
  label: 'Points bank',
  placeholder: 'Choose a bank',
  none: 'No bank',
  balance: (name: string, balance: string) => `${name} (${balance} left)`,
};
const banks = [
  { id: 'b1', name: 'Spot awards', available: 12500 },
  { id: 'b2', name: 'Quarterly', available: 40 },
];
const bankField = (props: Partial<Parameters<typeof PointsBankField>[0]> = {}) => (
  <PointsBankField
    banks={banks}
    value={null}
    onChange={() => undefined}
    onBlur={() => undefined}
    savedName={null}
    error={undefined}
    texts={texts}
    {...props}
  />
);

describe('PointsBankField', () => {
  it('offers no bank and every bank with its balance, and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithProviders(bankField({ onChange }));
    const dropdown = screen.getByRole('combobox', { name: 'Points bank' });
    expect(dropdown).toHaveTextContent('No bank');
    await userEvent.click(dropdown);
    expect(screen.getByRole('option', { name: 'No bank' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Quarterly (40 left)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Spot awards (12,500 left)' }));
    expect(onChange).toHaveBeenLastCalledWith('b1');
  });

  it('reports "no bank" as null', async () => {
    const onChange = vi.fn();
    renderWithProviders(bankField({ value: 'b2', onChange }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Points bank' }));
    await userEvent.click(screen.getByRole('option', { name: 'No bank' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("shows the chosen bank's balance as the hint", () => {
    renderWithProviders(bankField({ value: 'b2' }));
    const dropdown = screen.getByRole('combobox', { name: 'Points bank' });
    expect(dropdown).toHaveTextContent('Quarterly');
    expect(dropdown).toHaveAccessibleDescription('Quarterly (40 left)');
  });

  it('shows a saved bank the list does not hold by its saved name, and the error', () => {
    renderWithProviders(bankField({ value: 'gone', savedName: 'Old budget', error: 'Choose a bank' }));
    const dropdown = screen.getByRole('combobox', { name: 'Points bank' });
    expect(dropdown).toHaveTextContent('Old budget');
    expect(dropdown).toHaveAccessibleDescription('Choose a bank');
  });
});
