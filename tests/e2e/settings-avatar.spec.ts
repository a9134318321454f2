import { expect, signIn, test, urlFor } from './fixtures.ts';

/** A 2×2 PNG, small enough to write here and real enough for the server to render its variants. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4YGAARAwQCgAjzgTBL1P/5wAAAABJRU5ErkJggg==',
  'base64',
);

test('sam sets his photo in settings, sees it in the avatar menu and on his profile, then removes it', async ({
  page,
}) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  const avatarMenu = page.getByRole('button', { name: /^Sam / });
  await expect(avatarMenu.locator('img')).toHaveCount(0);

  await page.goto(urlFor('acme', '/settings/general'));
  const photo = page.getByRole('region', { name: 'Photo' });
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  // A file chooser is not typed into: the test hands the file to the labelled input.
  const chooser = photo.getByLabel('Change photo', { exact: true }).and(page.locator('input[type=file]'));

  // A file that only claims to be an image is refused in words, and nothing changes.
  await chooser.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('plain text'),
  });
  await expect(photo.getByRole('alert')).toContainText('The file is not what its name says.');
  await expect(avatarMenu.locator('img')).toHaveCount(0);

  await chooser.setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: png });
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expect(photo.getByRole('alert')).toHaveCount(0);
  const drawn = (img: ReturnType<typeof page.locator>) =>
    expect.poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0));
  // The avatar menu follows at once, without a reload.
  await drawn(avatarMenu.locator('img')).toBe(true);
  await drawn(photo.locator('img')).toBe(true);

  await avatarMenu.click();
  await page.getByRole('menuitem', { name: 'View profile' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/profile/me'));
  const profilePhoto = page.getByRole('main').getByRole('img', { name: /^Sam / }).first().locator('img');
  await drawn(profilePhoto).toBe(true);
  await expect(profilePhoto).toHaveAttribute('src', /\/avatar-lg\?/);

  await page.goto(urlFor('acme', '/settings/general'));
  await photo.getByRole('button', { name: 'Remove photo' }).click();
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  await expect(photo.getByRole('button', { name: 'Change photo' })).toBeFocused();
  await expect(avatarMenu.locator('img')).toHaveCount(0);
  await page.goto(urlFor('acme', '/profile/me'));
  await expect(page.getByRole('main').getByRole('img', { name: /^Sam / }).first()).toBeVisible();
  await expect(profilePhoto).toHaveCount(0);
});
