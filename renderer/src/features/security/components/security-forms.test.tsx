import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));

const { PasswordPolicySection } = await import('./password-policy-form.tsx');
const { EmailDomains } = await import('./email-domains.tsx');
const { ScimTokenDialog } = await import('./scim-token-dialog.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
/** Fluent's dialogs open with a motion jsdom never finishes: their contents count as hidden. */
const hidden = true;
const policy = {
  minLength: 12,
  requireUppercase: true,
  requireLowercase: false,
  requireDigit: false,
  requireSymbol: false,
  reuseLimit: 3,
  maxAgeDays: 90,
  passwordsExpiredAt: null,
};

beforeEach(() => {
  api.get.mockReset().mockImplementation(async (url: string) => {
    if (url === '/identity/passwordPolicy') return { data: policy };
    if (url === '/identity/emailDomains') return { data: { results: [] } };
    throw new Error(`unexpected GET ${url}`);
  });
  api.post.mockReset().mockRejectedValue(new Error('not under test'));
  api.put.mockReset().mockRejectedValue(new Error('not under test'));
});

describe('the password policy', () => {
  const number = (name: RegExp) => screen.getByRole('spinbutton', { name });

  it('refuses a minimum length under 10 and more than 24 remembered passwords, under their fields', async () => {
    renderWithProviders(<PasswordPolicySection />);
    const minLength = await screen.findByRole('spinbutton', { name: /Minimum length/ }, slow);
    const save = screen.getByRole('button', { name: 'Save policy' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(minLength);
    await userEvent.type(minLength, '8');
    await userEvent.clear(number(/Passwords remembered/));
    await userEvent.type(number(/Passwords remembered/), '30');
    await userEvent.click(save);
    await waitFor(() => expect(minLength).toHaveAccessibleDescription(/Enter 10 or more\./));
    expect(number(/Passwords remembered/)).toHaveAccessibleDescription(/Enter 24 or less\./);
    expect(number(/Maximum age in days/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.put).not.toHaveBeenCalled();
  });

  it('saves an empty maximum age as no limit', async () => {
    api.put.mockImplementation(async (_url: string, body: object) => ({
      data: { ...body, passwordsExpiredAt: null },
    }));
    renderWithProviders(<PasswordPolicySection />);
    const maxAge = await screen.findByRole('spinbutton', { name: /Maximum age in days/ }, slow);
    await userEvent.clear(maxAge);
    await userEvent.click(screen.getByRole('checkbox', { name: 'A digit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/identity/passwordPolicy', {
        minLength: 12,
        requireUppercase: true,
        requireLowercase: false,
        requireDigit: true,
        requireSymbol: false,
        reuseLimit: 3,
        maxAgeDays: null,
      }),
    );
    expect(await screen.findByText('Password policy saved', {}, slow)).toBeInTheDocument();
  });
});

describe('adding an e-mail domain', () => {
  it('refuses something that is not a domain, under the field', async () => {
    renderWithProviders(<EmailDomains />);
    const domain = await screen.findByRole('textbox', { name: /Domain/ }, slow);
    await userEvent.type(domain, 'not a domain');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(domain).toHaveAccessibleDescription(/Enter a domain such as example\.com\./));
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the domain written plainly, and says what to do next', async () => {
    api.post.mockImplementation(async (_url: string, body: { domain: string }) => ({
      data: {
        id: '00000000-0000-4000-8000-0000000000d1',
        domain: body.domain,
        status: 'pending',
        recordName: `_kudos.${body.domain}`,
        recordValue: 'kudos-verify=abc',
        verifiedAt: null,
        lastCheckedAt: null,
        lastCheckError: null,
        createdAt: '2026-03-04T10:00:00.000Z',
      },
    }));
    renderWithProviders(<EmailDomains />);
    const domain = await screen.findByRole('textbox', { name: /Domain/ }, slow);
    await userEvent.type(domain, '@Example.COM.');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/identity/emailDomains', { domain: 'example.com' }),
    );
    expect(
      await screen.findByText(/example\.com added\. Publish its DNS record, then verify it\./, {}, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(domain).toHaveValue(''));
  });
});

describe('creating a SCIM token', () => {
  it('asks for a name first, then shows the token once', async () => {
    api.post.mockResolvedValue({
      data: {
        id: '00000000-0000-4000-8000-0000000000e1',
        name: 'Okta',
        createdAt: '2026-03-04T10:00:00.000Z',
        lastUsedAt: null,
        token: 'scim-secret-1',
        baseUrl: 'https://acme.test/scim/v2',
      },
    });
    renderWithProviders(<ScimTokenDialog open onClose={() => {}} />);
    const name = await screen.findByRole('textbox', { name: /Name/, hidden }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Create', hidden }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Fill this in\./);
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.type(name, 'Okta');
    await userEvent.click(screen.getByRole('button', { name: 'Create', hidden }));
    expect(await screen.findByText('Token for Okta', {}, slow)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/identity/scimTokens', { name: 'Okta' });
    expect(
      screen.getByText(
        'Copy the token now. It is shown only once; if it is lost, create a new one and revoke this one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('scim-secret-1')).toBeInTheDocument();
  });
});
