import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ErrorBar } from './error-bar.tsx';

describe('ErrorBar', () => {
  it('announces the error, after its title', () => {
    renderWithProviders(<ErrorBar title="The import failed">Row 3 has no e-mail.</ErrorBar>);
    const bar = screen.getByRole('alert');
    expect(bar).toHaveTextContent('The import failedRow 3 has no e-mail.');
  });

  it('draws nothing while there is no error', () => {
    renderWithProviders(<ErrorBar>{null}</ErrorBar>);
    expect(document.querySelector('.fui-MessageBar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading error without announcing it when asked', () => {
    renderWithProviders(<ErrorBar announce={false}>Could not load.</ErrorBar>);
    expect(screen.getByText('Could not load.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
