import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), patch: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: [] }),
  useHolds: () => true,
}));
vi.mock('../../../lib/branding.ts', async (actual) => ({
  ...(await actual<typeof import('../../../lib/branding.ts')>()),
  useBranding: () => ({ metadata: { id: tenantId } }),
}));

const { default: CustomizePage } = await import('./customize-page.tsx');
const { refusedFile } = await import('./picture-field.tsx');

const tenantId = '00000000-0000-4000-8000-0000000000a1';
/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };

beforeEach(() => {
  api.get.mockReset().mockImplementation(async (url: string) => {
    if (url === `/identity/tenants/${tenantId}`)
      return {
        data: {
          id: tenantId,
          name: 'Acme',
          slug: 'acme',
          url: 'https://acme.test',
          logoUrls: null,
          language: 'en',
          plan: 'standard',
          domains: [],
          bannerUrls: null,
          brandColor: null,
        },
      };
    throw new Error(`unexpected GET ${url}`);
  });
  api.patch.mockReset().mockRejectedValue(new Error('not under test'));
});

const brandColorInput = () => screen.getByRole('textbox', { name: /Brand color/ });

describe('customizing the brand', () => {
  it('refuses an empty organization name under the name field', async () => {
    renderWithProviders(<CustomizePage />);
    const name = await screen.findByRole('textbox', { name: /Organization name/ }, slow);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the organization name', {}, slow)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('refuses a colour that is not six hex digits, and one too light for white text', async () => {
    renderWithProviders(<CustomizePage />);
    await screen.findByRole('textbox', { name: /Organization name/ }, slow);
    await userEvent.type(brandColorInput(), '#12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a color as # followed by six hex digits, like #5B5FC7', {}, slow),
    ).toBeInTheDocument();
    expect(brandColorInput()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(brandColorInput());
    await userEvent.type(brandColorInput(), '#FFFF00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Choose a darker color: white text on it must stay readable (contrast 4.5:1)',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('"Use the default color" empties the colour and is disabled once it is empty', async () => {
    renderWithProviders(<CustomizePage />);
    await screen.findByRole('textbox', { name: /Organization name/ }, slow);
    const reset = screen.getByRole('button', { name: /default color/i });
    expect(reset).toBeDisabled();
    await userEvent.type(brandColorInput(), '#123456');
    await waitFor(() => expect(reset).toBeEnabled());
    await userEvent.click(reset);
    expect(brandColorInput()).toHaveValue('');
    expect(reset).toBeDisabled();
  });
});

describe('refusedFile', () => {
  const file = (name: string, type: string, size = 10) => {
    const made = new File(['x'], name, { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };

  it('takes pictures by type or by extension', () => {
    expect(refusedFile(file('logo.png', 'image/png'))).toBeNull();
    expect(refusedFile(file('logo.JPG', ''))).toBeNull();
  });

  it('refuses other files and files over 10 MB', () => {
    expect(refusedFile(file('notes.pdf', 'application/pdf'))).toBe('wrongType');
    expect(refusedFile(file('huge.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe('tooLarge');
  });
});
