import { api, apiSignIn, expect, signIn, test, urlFor } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

/** A 2×2 PNG, small enough to write here and real enough for the server to render its variants. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4YGAARAwQCgAjzgTBL1P/5wAAAABJRU5ErkJggg==',
  'base64',
);

test("ada sets a new colleague's photo on their details page, and removes it", async ({ page }) => {
  const token = await apiSignIn('ada@acme.test');
  const stamp = Date.now().toString(36);
  const created = await api('/identity/tenantMembers', {
    method: 'POST',
    token,
    body: { email: `pia.${stamp}@acme.test`, firstName: 'Pia', lastName: `Photo ${stamp}` },
  });
  expect(created.status).toBe(201);
  const { id } = created.body as { id: string };

  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await page.goto(urlFor('acme', `/user/${id}/details`));
  const photo = page.getByRole('region', { name: 'Photo' });
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  expect(await pageAxeViolations(page)).toEqual([]);

  // A file chooser is not typed into: the test hands the file to the labelled input.
  const chooser = photo.getByLabel('Change photo', { exact: true }).and(page.locator('input[type=file]'));
  await chooser.setInputFiles({ name: 'pia.png', mimeType: 'image/png', buffer: png });
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expect
    .poll(() =>
      photo.locator('img').evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0),
    )
    .toBe(true);
  // The directory shows it to everyone.
  const read = await api(`/identity/tenantMembers/${id}`, { token });
  expect((read.body as { avatarUrls: unknown }).avatarUrls).not.toBeNull();

  await photo.getByRole('button', { name: 'Remove photo' }).click();
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  await expect(photo.getByRole('button', { name: 'Change photo' })).toBeFocused();
  const after = await api(`/identity/tenantMembers/${id}`, { token });
  expect((after.body as { avatarUrls: unknown }).avatarUrls).toBeNull();
});
