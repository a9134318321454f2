import { expect, signIn, test, urlFor } from './fixtures.ts';
import { balances } from './recognition-helpers.ts';
import { shellAxeViolations } from './shell-helpers.ts';

/** What a member reaches from the avatar menu beyond profile, settings and sign out. */

test('eve sees her points to give and to spend, and on her profile too', async ({ page }) => {
  // Other tests send with eve's points, so the figures come from the ledger, not from the seed.
  const { allocation, redeemable } = await balances('eve@acme.test');
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await page.getByRole('button', { name: /^Eve / }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(`${allocation} points to give · ${redeemable} to spend`)).toBeVisible();
  expect(await shellAxeViolations(page)).toEqual([]);
  await menu.getByRole('menuitem', { name: 'View profile' }).click();
  await expect(page).toHaveURL(urlFor('acme', '/profile/me'));
  const points = page.getByRole('region', { name: 'My points' });
  await expect(points.getByRole('definition').nth(0)).toHaveText(String(allocation));
  await expect(points.getByRole('definition').nth(1)).toHaveText(String(redeemable));
  // Only managers have direct reports; only a person in several organizations can switch.
  await page.getByRole('button', { name: /^Eve / }).click();
  await expect(page.getByRole('menuitem', { name: 'View profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Direct reports' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Switch organization' })).toHaveCount(0);
});

test('max, a manager, opens his direct reports from the avatar menu with the keyboard', async ({ page }) => {
  await signIn(page, 'max@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await page.getByRole('button', { name: /^Max / }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Direct reports' });
  await expect(item).toBeVisible();
  // Down from the first item: View profile, then Direct reports.
  await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor('acme', '/direct-reports'));
  await expect(page.getByRole('heading', { name: 'Direct reports' })).toBeVisible();
  await expect(page.getByText(/of 2 direct reports were recognized/)).toBeVisible();
});

test('uma switches from Acme to Globex without signing out', async ({ page }) => {
  await signIn(page, 'uma@kudos.test', 'central');
  await expect(page).toHaveURL(urlFor('central', '/tenants'));
  await page.getByRole('list', { name: 'My tenants' }).getByRole('button', { name: /Acme/ }).click();
  await expect(page).toHaveURL(urlFor('acme', '/home'));

  await page.getByRole('button', { name: /^Uma / }).click();
  await page.getByRole('menuitem', { name: 'Switch organization' }).click();
  const acme = page.getByRole('menuitem', { name: 'Acme' });
  await expect(acme).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Globex' }).click();

  await expect(page).toHaveURL(urlFor('globex', '/home'));
  await expect(page).toHaveTitle(/^Globex - /);
  await expect(page.getByRole('button', { name: /^Uma / })).toBeVisible();
  // Acme's session stays where it was: going back there needs no new sign-in.
  await page.goto(urlFor('acme', '/home'));
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  await expect(page.getByRole('button', { name: /^Uma / })).toBeVisible();
});
