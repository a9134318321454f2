import { Field, Input } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { useCharacterLimit } from './character-limit.tsx';

function Limited(props: { text: string; max: number; error?: string }) {
  const limit = useCharacterLimit(props.text.length, props.max, props.error);
  return (
    <Field label="Comment" {...limit}>
      <Input value={props.text} readOnly />
    </Field>
  );
}

describe('useCharacterLimit', () => {
  it('shows no counter well below the limit', () => {
    renderWithProviders(<Limited text={'x'.repeat(1599)} max={2000} />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    expect(screen.queryByText(/\/ 2,000/)).not.toBeInTheDocument();
  });

  it('counts from 80 % of the limit, as the field’s description', () => {
    renderWithProviders(<Limited text={'x'.repeat(1980)} max={2000} />);
    expect(screen.getByText('1,980 / 2,000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription('1,980 / 2,000');
    expect(screen.queryByText(/Keep it to/)).not.toBeInTheDocument();
  });

  it('says past the limit, at once, how long the text may be', () => {
    renderWithProviders(<Limited text={'x'.repeat(3000)} max={2000} />);
    expect(screen.getByText('3,000 / 2,000')).toBeInTheDocument();
    expect(screen.getByText('Keep it to 2,000 characters or fewer.')).toBeInTheDocument();
  });

  it("lets the form's own message win", () => {
    renderWithProviders(<Limited text="" max={2000} error="Enter a comment" />);
    expect(screen.getByText('Enter a comment')).toBeInTheDocument();
  });
});
