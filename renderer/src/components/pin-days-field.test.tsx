import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { PinDaysField } from './pin-days-field.tsx';

describe('PinDaysField', () => {
  it('offers the days and "never" for 0, and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PinDaysField
        choices={['1', '7', '0'] as const}
        value="1"
        onChange={onChange}
        texts={{ label: 'Pin', never: 'Never', days: (count) => `${count} days` }}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Pin' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 days' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Never' }));
    expect(onChange).toHaveBeenLastCalledWith('0');
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onChange).toHaveBeenLastCalledWith('7');
  });
});
