import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test, typeInto } from './fixtures.ts';
import { tabTo } from './keyboard-helpers.ts';
import { pageAxeViolations } from './pages-helpers.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const results = (page: Page) => page.getByRole('list', { name: 'People found' });
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search by name' });

async function jobTitleOf(email: string): Promise<string> {
  const token = await apiSignIn(email);
  const me = (await api('/identity/tenantMembers/me', { token })).body as {
    publicStaffProfile: { jobTitle?: string | null } | null;
  };
  const title = me.publicStaffProfile?.jobTitle;
  if (!title) throw new Error(`${email} has no job title to look for`);
  return title;
}

test('eve opens People, finds sam by typing, keeps the search on reload and reaches his profile', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await mainMenu(page).getByRole('link', { name: 'People', exact: true }).click();
  await expect(page).toHaveURL(/\/user-directory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page).toHaveTitle('Acme - People');
  // Everyone active is listed before anything is typed.
  await expect(results(page).getByRole('link', { name: /Ada Lovelace/ })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await typeInto(searchField(page), 'sam');
  await expect(page).toHaveURL(/\/user-directory\?search=sam$/);
  const sam = results(page).getByRole('link', { name: /Sam Okafor/ });
  await expect(sam).toBeVisible();
  // The card shows his job title as it is now (other specs edit sam's profile).
  await expect(sam).toContainText(await jobTitleOf('sam@acme.test'));
  await expect(results(page).getByRole('link')).toHaveCount(1);

  // Keyboard order: the search, the team filter, the segment filter, then the cards.
  await tabTo(page, page.getByRole('combobox', { name: 'Team' }), { max: 2 });
  await tabTo(page, page.getByRole('combobox', { name: 'Segment' }), { max: 2 });
  await tabTo(page, sam, { max: 3 });

  await page.reload();
  await expect(searchField(page)).toHaveValue('sam');
  await expect(results(page).getByRole('link')).toHaveCount(1);
  expect(await pageAxeViolations(page)).toEqual([]);

  await results(page)
    .getByRole('link', { name: /Sam Okafor/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Okafor' })).toBeVisible();
  // Back returns to the same search.
  await page.goBack();
  await expect(searchField(page)).toHaveValue('sam');
  await expect(results(page).getByRole('link', { name: /Sam Okafor/ })).toBeVisible();
});

test('a search that matches no one says so', async ({ page }) => {
  await signIn(page, 'eve@acme.test', 'acme', '/user-directory');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await typeInto(searchField(page), 'zzyzx');
  await expect(page.getByText('No one matches “zzyzx”.')).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('eve filters People by the Engineering team', async ({ page }) => {
  await signIn(page, 'eve@acme.test', 'acme', '/user-directory');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(results(page).getByRole('link', { name: /Ada Lovelace/ })).toBeVisible();
  const team = page.getByRole('combobox', { name: 'Team' });
  await typeInto(team, 'Engin');
  await page.getByRole('option', { name: 'Engineering', exact: true }).click();
  await expect(team).toHaveValue('Engineering');
  await expect(page).toHaveURL(/[?&]team=[0-9a-f-]{36}/);
  await expect(results(page).getByRole('link', { name: /Ada Lovelace/ })).toHaveCount(0);
  for (const name of [/Max Planck/, /Eve Curie/, /Sam Okafor/])
    await expect(results(page).getByRole('link', { name })).toBeVisible();
  await expect(results(page).getByRole('link')).toHaveCount(3);
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('Engineering');
  await expect(results(page).getByRole('link')).toHaveCount(3);
});
