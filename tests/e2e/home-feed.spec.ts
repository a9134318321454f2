import { expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { dialog } from './recognition-helpers.ts';

test('the Teams filter says why its list is empty', async ({ page }) => {
  // Globex has no teams yet.
  await signIn(page, 'gus@globex.test', 'globex');
  await expect(page).toHaveURL(/\/home$/);
  const teams = page.getByRole('combobox', { name: 'Teams' });
  await teams.click();
  // A multiple-choice list: Fluent names it after the field.
  const list = page.getByRole('menu', { name: 'Teams' });
  await expect(
    list.getByText('No teams yet. Once an admin sets up teams, you can filter the timeline by team here.'),
  ).toBeVisible();
});

test('the Teams filter lists the teams, and says so when a search matches none', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const teams = page.getByRole('combobox', { name: 'Teams' });
  await teams.click();
  const list = page.getByRole('menu', { name: 'Teams' });
  await expect(list.getByRole('menuitemcheckbox', { name: 'Engineering' })).toBeVisible();
  await expect(list.getByRole('menuitemcheckbox', { name: 'People Operations' })).toBeVisible();

  await typeInto(teams, 'Zzz');
  await expect(list.getByText('No results found')).toBeVisible();
  // The sentence is not a choice: Enter on it leaves the filter as it was.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(teams).toHaveAttribute('placeholder', 'All teams');
});

test('the timeline stays behind the send dialog, where it was, and the title follows the dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Acme - Home');
  // By structure, not by role: behind a modal dialog the page is hidden from assistive technology
  // (and from role queries), though a person still sees it.
  const cards = page.locator('main section[aria-label="Timeline"] > ul > li');
  const card = cards.nth(1);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  const before = await card.boundingBox();

  const recognize = page.getByRole('button', { name: 'Recognize someone' }).first();
  await recognize.click();
  await expect(page).toHaveURL(/\/recognition\/send$/);
  await expect(dialog(page).getByRole('combobox', { name: 'Recipients' })).toBeVisible();
  await expect(page).toHaveTitle('Acme - Recognize someone');
  // The card is still drawn behind the dialog, at the same place (no blank page, no jump to the top).
  await expect(card).toBeVisible();
  expect((await card.boundingBox())?.y).toBe(before?.y);

  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Acme - Home');
  await expect(recognize).toBeFocused();
  expect(await card.boundingBox()).toEqual(before);

  // Opened by its address, the dialog also has the timeline behind it.
  await page.goto(urlFor('acme', '/recognition/send'));
  await expect(dialog(page).getByRole('combobox', { name: 'Recipients' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await expect(page).toHaveTitle('Acme - Recognize someone');
});
