import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { toast } from './pages-helpers.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('sam redeems the Company hoodie and sees it in his history; ada fulfils it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Sam finds the store from the menu, as a member would.
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await mainMenu(page).getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/rewards\/providers$/);
  await expect(page.getByText(/You have \d+ points to spend/)).toBeVisible();
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);
  await page.getByRole('link', { name: 'Acme store' }).click();
  await page.getByRole('link', { name: 'Company hoodie' }).click();
  await expect(page.getByRole('heading', { name: 'Company hoodie' })).toBeVisible();
  await expect(page.getByText('200 points', { exact: true })).toBeVisible();
  const balanceText = await page.getByText(/You have \d+ points to spend/).textContent();
  const balance = Number(/(\d+)/.exec(balanceText ?? '')?.[1]);

  // The confirmation says what the balance will be after.
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Company hoodie?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${balance - 200} points`, { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();

  await expect(page).toHaveURL(/\/rewards\/redemption-history$/);
  const history = page.getByRole('table', { name: 'Redemption history' });
  const row = history.getByRole('row').filter({ hasText: 'Company hoodie' }).first();
  await expect(row).toContainText('Pending');
  await expect(page.getByText(`You have ${balance - 200} points to spend`)).toBeVisible();
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);

  // Ada fulfils it from Rewards reporting, filtered to pending orders.
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signIn(ada, 'ada@acme.test');
  await expect(ada).toHaveURL(/\/home$/);
  await ada.goto(urlFor('acme', '/rewards/reporting'));
  await ada.getByRole('combobox', { name: 'State' }).selectOption('pending');
  const fulfil = ada.getByRole('button', { name: 'Fulfill Company hoodie for Sam Okafor' }).first();
  await expect(fulfil).toBeVisible();
  expect(await seriousAxeViolations(ada, { include: ['main'] })).toEqual([]);
  await fulfil.click();
  const confirm = ada.getByRole('dialog', { name: 'Fulfill Company hoodie?' });
  await confirm.getByRole('button', { name: 'Fulfill' }).click();
  await expect(toast(ada, 'Company hoodie is fulfilled.')).toBeVisible();

  // Ada adds a reward to the store, typing as a person does.
  await ada.goto(urlFor('acme', '/rewards/setup'));
  await ada.getByRole('link', { name: 'Acme store' }).click();
  await ada.getByRole('button', { name: 'Add reward' }).click();
  const add = ada.getByRole('dialog', { name: 'Add reward' });
  await typeInto(add.getByRole('textbox', { name: 'Name' }), 'Desk plant');
  await typeInto(add.getByRole('textbox', { name: 'Cost in points' }), '50');
  await typeInto(add.getByRole('textbox', { name: 'In stock' }), '5');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(
    ada.getByRole('table', { name: 'Rewards' }).getByRole('cell', { name: 'Desk plant', exact: true }),
  ).toBeVisible();
  await adaContext.close();

  // Sam sees the hoodie fulfilled.
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Redemption history' })
      .getByRole('row')
      .filter({ hasText: 'Company hoodie' })
      .first(),
  ).toContainText('Fulfilled');
});
