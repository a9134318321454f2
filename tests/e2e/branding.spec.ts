import sharp from 'sharp';
import { api, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

type Metadata = {
  logoUrls: { id: string; variants: Record<string, string> } | null;
  brandColor: string | null;
};
const acmeMetadata = async () =>
  (await api(`/identity/tenants/metadata?domain=${encodeURIComponent('acme.localhost')}`)).body as Metadata;

/*
 * The e2e database is shared by every spec: this one changes only Acme's logo (a logo uploaded
 * earlier cannot be put back, as the seed's is not an upload) and leaves name and colour as seeded.
 */
test('ada uploads a new logo on /customize, and the shell and the login page show it at once', async ({
  page,
}) => {
  const before = await acmeMetadata();
  // A wide logo, made here: a green band with a lighter square.
  const logo = await sharp({ create: { width: 480, height: 120, channels: 3, background: '#0b6a0b' } })
    .composite([
      {
        input: await sharp({ create: { width: 80, height: 80, channels: 3, background: '#dff6dd' } })
          .png()
          .toBuffer(),
        left: 20,
        top: 20,
      },
    ])
    .png()
    .toBuffer();

  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await page.goto(urlFor('acme', '/customize'));
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Organization name' });
  await expect(name).toHaveValue('Acme');
  expect(await pageAxeViolations(page)).toEqual([]);

  // A colour that is not one is refused in words on save, and nothing is sent.
  const hex = page.getByRole('textbox', { name: 'Brand color', exact: true });
  await typeInto(hex, '#12345');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByText('Enter a color as # followed by six hex digits, like #5B5FC7')).toBeVisible();
  // The preview follows a colour as it is typed; going back to the default leaves nothing to save.
  await typeInto(hex, '#0B6A0B');
  const previewButton = page.getByRole('region', { name: 'Preview' }).getByRole('button', {
    name: 'Send recognition',
    includeHidden: true,
  });
  await expect(previewButton).toHaveCSS('background-color', 'rgb(11, 106, 11)');
  await page.getByRole('button', { name: 'Use the default color' }).click();
  await expect(hex).toHaveValue('');

  // A file chooser is not typed into: the test hands the file to the labelled input.
  const logoSection = page.getByRole('region', { name: 'Logo' });
  await logoSection
    .getByLabel('Logo file')
    .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: logo });
  await expect(logoSection.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^blob:/);
  await save.click();
  await expect(toast(page, 'Branding saved')).toBeVisible();

  const after = await acmeMetadata();
  expect(after.logoUrls?.id).not.toBe(before.logoUrls?.id);
  expect(after.brandColor).toBe(before.brandColor);
  const newLogo = after.logoUrls?.variants.logo ?? '';
  expect(newLogo).toMatch(/^\/api\/media\/files\//);
  // The shell's logo follows without a reload.
  const shellLogo = page.getByRole('link', { name: /^Acme/ }).first().locator('img');
  await expect(shellLogo).toHaveAttribute('src', newLogo);
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Ada / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const loginLogo = page.getByRole('img', { name: 'Acme' });
  await expect(loginLogo).toHaveAttribute('src', newLogo);
  await expect
    .poll(() => loginLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(480);

  // And on a fresh visit too (the browser keeps no stale branding answer).
  await page.reload();
  await expect(page.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', newLogo);
});
