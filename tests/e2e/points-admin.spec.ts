import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

/**
 * Runs the allocation reset job as if `now` had come, through the operator's API (the job itself
 * runs every minute, but resets each account once per period, and the demo seed has allocated
 * this one already).
 */
async function runAllocationReset(now: Date): Promise<void> {
  const response = await api('/platform/jobs/points-allocation-resets/run', {
    host: 'central',
    method: 'POST',
    token: process.env.E2E_OPERATOR_TOKEN,
    body: { now: now.toISOString() },
  });
  if (response.status >= 300) throw new Error(`allocation reset failed: ${JSON.stringify(response.body)}`);
}

/** The "Points to give" figure of the signed-in member's profile. */
const pointsToGive = (page: Page) =>
  page.getByRole('region', { name: 'My points' }).getByRole('definition').first();

test("ada sets Acme's monthly allocation to 150 and eve sees it after the reset", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  // Points opens on the allocation tab (000 §2, admin menu).
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  const group = adminMenu(page).getByRole('button', { name: 'Points & rewards' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await adminMenu(page).getByRole('link', { name: 'Points', exact: true }).click();
  await expect(page).toHaveURL(/\/points\/allocation$/);
  await expect(page.getByRole('tab', { name: 'Allocation', selected: true })).toBeVisible();
  const sources = page.getByRole('table', { name: 'Allocation sources' });
  await expect(sources.getByRole('link', { name: 'Birthdays' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Peer allocation' }).click();
  await expect(page).toHaveURL(/\/points\/peer$/);
  await page.getByRole('button', { name: 'Configure allocation' }).click();
  await expect(page).toHaveURL(/\/points\/allocation\/configure\/allocation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Monthly allocation' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Resets' }).selectOption('month');
  await typeInto(page.getByRole('textbox', { name: 'Points per member' }), '150');
  // Leaving with the change unsaved asks first; Cancel keeps what was typed.
  await page.getByRole('link', { name: 'Back to peer allocation' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Points per member' })).toHaveValue('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Monthly allocation saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/points\/peer$/);
  await expect(page.getByText('Each member gets 150 points to give. Resets: Every month.')).toBeVisible();

  // The next month's reset gives every member 150 points to give.
  const now = new Date();
  await runAllocationReset(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 5)));
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await mainMenu(eve).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(pointsToGive(eve)).toHaveText('150');
  await eveContext.close();
});

test('ada reverses a transaction and adds points to sam, a bad amount first', async ({ page }) => {
  test.setTimeout(120_000);
  // A transaction to reverse: ada adds points to sam through the API, with a reason to find it by.
  const token = await apiSignIn('ada@acme.test');
  const sam = (await api('/identity/tenantMembers?search=Sam&pageSize=5', { token })).body as {
    results: { id: string; firstName: string }[];
  };
  const samId = sam.results.find((member) => member.firstName === 'Sam')?.id;
  expect(samId).toBeTruthy();
  const reason = `Reversal check ${Date.now()}`;
  const added = await api(`/points/accounts/redeemable/${samId}/points`, {
    method: 'POST',
    token,
    body: { amount: 7, reason },
  });
  expect(added.status).toBe(200);

  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/points/reporting'));
  await expect(page.getByRole('tab', { name: 'Reporting', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('redeemable_add');
  const transactions = page.getByRole('table', { name: 'Transactions', exact: true });
  const row = transactions.getByRole('row').filter({ hasText: reason });
  await expect(row).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await row.getByRole('button', { name: /^Reverse / }).click();
  const confirm = page.getByRole('dialog', { name: 'Reverse this transaction?' });
  await expect(confirm).toContainText('Sam Okafor');
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await confirm.getByRole('button', { name: 'Reverse' }).click();
  await expect(toast(page, 'Transaction reversed.')).toBeVisible();
  await expect(row).toContainText('Reversed');

  // The CSV holds what the filters show: the reversed addition is in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(reason);

  // Sam's page: his balances, then adding points with a negative and a fractional amount first.
  await typeInto(page.getByRole('searchbox', { name: 'Search members' }), 'Sam');
  await page
    .getByRole('table', { name: 'Member balances' })
    .getByRole('link', { name: 'Sam Okafor' })
    .click();
  await expect(page).toHaveURL(/\/points\/reporting\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Points of Sam Okafor' })).toBeVisible();
  const redeemable = page.locator('dl').getByRole('definition').first();
  const before = Number((await redeemable.textContent())?.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Add redeemable points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add redeemable points to Sam Okafor' });
  const amount = dialog.getByRole('textbox', { name: 'Points' });
  await typeInto(amount, '-5');
  await typeInto(dialog.getByRole('textbox', { name: 'Reason' }), 'Helped the new joiners');
  await dialog.getByRole('button', { name: 'Add points' }).click();
  await expect(dialog.getByText('Enter a number of points that is not negative.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await typeInto(amount, '2.5');
  await dialog.getByRole('button', { name: 'Add points' }).click();
  await expect(dialog.getByText('Enter a whole number of points, without decimals.')).toBeVisible();
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await typeInto(amount, '25');
  await dialog.getByRole('button', { name: 'Add points' }).click();
  await expect(toast(page, '25 points added for Sam Okafor.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(redeemable).toHaveText((before + 25).toLocaleString('en-US'));
  await expect(
    page
      .getByRole('table', { name: 'Transactions of Sam Okafor' })
      .getByRole('row')
      .filter({ hasText: 'Helped the new joiners' }),
  ).toContainText('+25');
  expect(await pageAxeViolations(page)).toEqual([]);
});

test('ada adds points to the fund and allocates some to eve, who can give them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Eve's points to give before, as she sees them.
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await mainMenu(eve).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(pointsToGive(eve)).toHaveText(/^[\d,]+$/);
  const before = Number((await pointsToGive(eve).textContent())?.replace(/\D/g, ''));

  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/points/preferences'));
  const fund = page.getByRole('region', { name: 'Company fund' });
  await expect(fund.getByText(/^Balance: [\d,]+ points$/)).toBeVisible();
  const balanceOf = async () =>
    Number((await fund.getByText(/^Balance: /).textContent())?.replace(/\D/g, ''));
  const funded = await balanceOf();

  // Topping the fund up: a fractional amount first.
  await fund.getByRole('button', { name: 'Add points to the fund' }).click();
  const add = page.getByRole('dialog', { name: 'Add points to the company fund' });
  await typeInto(add.getByRole('textbox', { name: 'Points' }), '2.5');
  await typeInto(add.getByRole('textbox', { name: 'Reason' }), 'Q3 recognition budget');
  await add.getByRole('button', { name: 'Add points' }).click();
  await expect(add.getByText('Enter a whole number of points, without decimals.')).toBeVisible();
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await typeInto(add.getByRole('textbox', { name: 'Points' }), '500');
  await add.getByRole('button', { name: 'Add points' }).click();
  await expect(toast(page, '500 points added to the company fund.')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(fund.getByText(`Balance: ${(funded + 500).toLocaleString('en-US')} points`)).toBeVisible();

  // Allocating 40 to eve: nobody chosen first, then eve, then the estimate before it is made.
  const reason = `Hackathon win ${Date.now()}`;
  await fund.getByRole('button', { name: 'Allocate from the fund' }).click();
  const allocate = page.getByRole('dialog', { name: 'Allocate from the company fund' });
  await typeInto(allocate.getByRole('textbox', { name: 'Points per member' }), '40');
  await typeInto(allocate.getByRole('textbox', { name: 'Reason' }), reason);
  await allocate.getByRole('button', { name: 'Continue' }).click();
  await expect(allocate.getByText('Choose at least one member or team.')).toBeVisible();
  await typeInto(allocate.getByRole('combobox', { name: 'Members and teams' }), 'Eve');
  await page.getByRole('option', { name: 'Eve Curie' }).click();
  await expect(allocate.getByText('Eve Curie', { exact: true })).toBeVisible();
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await allocate.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Allocate from the fund?' });
  await expect(confirm).toContainText(
    `40 points go to 1 member (Eve Curie): 40 points from the fund, which holds ${(funded + 500).toLocaleString('en-US')} points.`,
  );
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await confirm.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expect(toast(page, '40 points allocated to 1 member.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(fund.getByText(`Balance: ${(funded + 460).toLocaleString('en-US')} points`)).toBeVisible();

  // Eve's points tab in people admin lists the allocation and leads to her points report.
  const token = await apiSignIn('ada@acme.test');
  const found = (await api('/identity/tenantMembers?search=Eve&pageSize=5', { token })).body as {
    results: { id: string; firstName: string }[];
  };
  const eveId = found.results.find((member) => member.firstName === 'Eve')?.id;
  expect(eveId).toBeTruthy();
  await page.goto(urlFor('acme', `/user/${eveId}/points`));
  const recent = page.getByRole('table', { name: 'Latest transactions of Eve Curie' });
  await expect(recent.getByRole('row').filter({ hasText: reason })).toContainText('+40');
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'All transactions and adjustments' }).click();
  await expect(page).toHaveURL(new RegExp(`/points/reporting/${eveId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Points of Eve Curie' })).toBeVisible();

  // Eve has 40 more to give.
  await eve.reload();
  await expect(pointsToGive(eve)).toHaveText((before + 40).toLocaleString('en-US'));
  await eveContext.close();
});
