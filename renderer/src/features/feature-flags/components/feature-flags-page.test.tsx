import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { featureFlagsKey, getFeatureFlags } from '../../../lib/feature-flags.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import FeatureFlagsPage from './feature-flags-page.tsx';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));

beforeEach(() => {
  window.localStorage.clear();
  api.get.mockReset().mockRejectedValue(new Error('not under test'));
});

describe('feature flags', () => {
  it('shows every flag by its label and name, off by default', async () => {
    renderWithProviders(<FeatureFlagsPage />, { path: '/feature-flags' });
    const teams = await screen.findByRole('switch', { name: 'Microsoft Teams integration (msTeamsV1)' });
    const setup = screen.getByRole('switch', {
      name: 'Platform setup guide and dashboard (onboardingChecklist)',
    });
    expect(teams).not.toBeChecked();
    expect(setup).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/home');
  });

  it('keeps a switched flag in this browser', async () => {
    window.localStorage.setItem(featureFlagsKey, JSON.stringify({ onboardingChecklist: true }));
    renderWithProviders(<FeatureFlagsPage />, { path: '/feature-flags' });
    const teams = await screen.findByRole('switch', { name: /msTeamsV1/ });
    expect(screen.getByRole('switch', { name: /onboardingChecklist/ })).toBeChecked();
    await userEvent.click(teams);
    expect(teams).toBeChecked();
    expect(getFeatureFlags()).toEqual({ msTeamsV1: true, onboardingChecklist: true });
    await userEvent.click(teams);
    expect(teams).not.toBeChecked();
    expect(JSON.parse(window.localStorage.getItem(featureFlagsKey) ?? '{}')).toEqual({
      msTeamsV1: false,
      onboardingChecklist: true,
    });
  });
});
