import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => true,
}));

const { default: AddSsoPage } = await import('./add-sso-page.tsx');
const { sourceBody } = await import('./metadata-source.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const path = '/tenant/security/add-sso';

beforeEach(() => {
  api.get.mockReset().mockRejectedValue(new Error('not under test'));
  api.post.mockReset().mockRejectedValue(new Error('not under test'));
});

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add provider' }));

describe('adding single sign-on', () => {
  it('asks for the name and the metadata URL under their fields', async () => {
    renderWithProviders(<AddSsoPage />, { path });
    await screen.findByRole('textbox', { name: /^Name/ }, slow);
    await submit();
    expect(nameField()).toHaveAccessibleDescription(/Enter a name/);
    expect(screen.getByRole('textbox', { name: /Metadata URL/ })).toHaveAccessibleDescription(
      /Enter the metadata URL/,
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('asks for the XML once pasting it is chosen', async () => {
    renderWithProviders(<AddSsoPage />, { path });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }, slow), 'Okta');
    await userEvent.click(screen.getByRole('radio', { name: 'Paste XML' }));
    expect(screen.queryByRole('textbox', { name: /Metadata URL/ })).not.toBeInTheDocument();
    await submit();
    expect(screen.getByRole('textbox', { name: /Metadata XML/ })).toHaveAccessibleDescription(
      /Paste the metadata XML/,
    );
    expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the metadata URL under that field', async () => {
    api.post.mockRejectedValue(
      new ApiError(400, {
        name: 'ValidationError',
        message: 'Invalid',
        details: [{ type: 'custom', path: 'metadataUrl', message: 'The metadata could not be fetched' }],
      }),
    );
    renderWithProviders(<AddSsoPage />, { path });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }, slow), 'Okta');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Metadata URL/ }),
      ' https://idp.test/metadata ',
    );
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Metadata URL/ })).toHaveAccessibleDescription(
        /The metadata could not be fetched/,
      ),
    );
    expect(api.post).toHaveBeenCalledWith('/identity/samlProviders', {
      name: 'Okta',
      metadataUrl: 'https://idp.test/metadata',
      jitEnabled: true,
      defaultRole: 'employee',
      ssoOnly: false,
      allowIdpInitiated: false,
    });
  });

  it('asks for the role of new accounts only when they are made on first sign-in', async () => {
    renderWithProviders(<AddSsoPage />, { path });
    const jit = await screen.findByRole(
      'switch',
      { name: 'Create accounts for new people when they first sign in' },
      slow,
    );
    expect(jit).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Role for new accounts/ })).toHaveDisplayValue('Employee');
    await userEvent.click(jit);
    expect(screen.queryByRole('combobox', { name: /Role for new accounts/ })).not.toBeInTheDocument();
  });
});

describe('sourceBody', () => {
  it('sends the trimmed URL, or the XML as pasted', () => {
    expect(sourceBody({ kind: 'url', url: ' https://idp.test/m ', xml: '<x/>' })).toEqual({
      metadataUrl: 'https://idp.test/m',
    });
    expect(sourceBody({ kind: 'xml', url: 'https://idp.test/m', xml: ' <EntityDescriptor/> ' })).toEqual({
      metadataXml: ' <EntityDescriptor/> ',
    });
  });
});
