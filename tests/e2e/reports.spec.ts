import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
const table = (page: Page) => page.getByRole('table', { name: 'Engagement figures' });

test('ada narrows the engagement report, shares its address, downloads it and schedules it to max, who opens it from Analytics', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  await adminMenu(page).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/reports\/all$/);
  await page.getByRole('link', { name: 'Engagement' }).click();
  await expect(page.getByRole('heading', { name: 'Engagement', level: 1 })).toBeVisible();
  // The demo history: both teams have figures.
  await expect(table(page).getByRole('row', { name: /People Operations/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last 30 days' });
  await expect(page).toHaveURL(/\/reports\/engagement\/last30Days\/all\/team$/);
  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last 3 months' });
  await page.getByRole('combobox', { name: 'Teams' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Engineering' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/reports\/engagement\/last3Months\/[0-9a-f-]{36}\/team$/);
  await expect(table(page).getByRole('row', { name: /Engineering/ })).toBeVisible();
  await expect(table(page).getByRole('row', { name: /People Operations/ })).toHaveCount(0);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  const engineeringRow = await table(page)
    .getByRole('row', { name: /Engineering/ })
    .textContent();
  expect(await pageAxeViolations(page)).toEqual([]);

  // The copied address opens the same view in a new tab.
  const address = page.url();
  const copy = await page.context().newPage();
  await copy.goto(address);
  await expect(copy.getByRole('combobox', { name: 'Date range' })).toHaveValue('last3Months');
  await expect(copy.getByRole('combobox', { name: 'Teams' })).toHaveText(/Engineering/);
  await expect(table(copy).getByRole('row', { name: /Engineering/ })).toHaveText(engineeringRow ?? '');
  await expect(table(copy).getByRole('row', { name: /People Operations/ })).toHaveCount(0);
  await copy.close();

  // A segment narrows the same teams to the people whose HR record has it: Engineering in Lisbon is sam.
  await page.getByRole('combobox', { name: 'Segments' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Location: Lisbon' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/reports\/engagement\/last3Months\/[0-9a-f-]{36},location:Lisbon\/team$/);
  const lisbonRow = table(page).getByRole('row', { name: /Engineering/ });
  await expect(lisbonRow).not.toHaveText(engineeringRow ?? '');
  // The Members column: sam alone.
  await expect(lisbonRow.getByRole('cell').nth(6)).toHaveText('1');
  const lisbon = await page.context().newPage();
  await lisbon.goto(page.url());
  await expect(lisbon.getByRole('combobox', { name: 'Segments' })).toHaveText(/Location: Lisbon/);
  await expect(table(lisbon).getByRole('row', { name: /Engineering/ })).toHaveText(
    (await lisbonRow.textContent()) ?? '',
  );
  await lisbon.close();
  expect(await pageAxeViolations(page)).toEqual([]);

  // The CSV holds the same view with a total line.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^engagement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    '"Group","Recognitions sent","Recognitions received","Awards sent","Awards received","Active members","Members","Participation (%)"',
  );
  expect(csv[1]).toMatch(/^"Engineering",\d+,/);
  expect(csv[2]).toMatch(/^"Total",\d+,/);
  const pdfDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownloading;
  expect(pdf.suggestedFilename()).toMatch(/^engagement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync((await pdf.path()) as string)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Weekly to max, Mondays at nine.
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('tab', { name: 'Scheduled e-mails' }).click();
  await expect(page).toHaveURL(/\/reports\/engagement\/share\/email\/scheduled\?/);
  await expect(page.getByRole('link', { name: /\/reports\/engagement\/last3Months\// })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'How often' })).toHaveValue('weekly');
  await typeInto(page.getByRole('combobox', { name: 'Recipients' }), 'Max');
  await page.getByRole('option', { name: 'Max Planck' }).click();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('The e-mail is scheduled.')).toBeVisible();
  const schedules = page.getByRole('table', { name: 'Schedules' });
  await expect(schedules.getByRole('row', { name: /max@acme\.test/ })).toContainText('Weekly');
  expect(await pageAxeViolations(page)).toEqual([]);

  // Max finds it under Analytics.
  const maxContext = await browser.newContext();
  const max = await maxContext.newPage();
  await signIn(max, 'max@acme.test');
  await expect(max).toHaveURL(/\/home$/);
  await mainMenu(max).getByRole('link', { name: 'Admin' }).click();
  await adminMenu(max).getByRole('link', { name: 'Analytics' }).click();
  await expect(max).toHaveURL(/\/reports\/all$/);
  await expect(max.getByRole('link', { name: 'Award summary' })).toHaveCount(0);
  await max.getByRole('link', { name: 'Engagement' }).click();
  await expect(max.getByRole('heading', { name: 'Engagement', level: 1 })).toBeVisible();
  await expect(table(max).getByRole('row', { name: /Engineering/ })).toBeVisible();
  await expect(max.getByRole('button', { name: 'Share' })).toHaveCount(0);
  expect(await pageAxeViolations(max)).toEqual([]);
  await maxContext.close();
});

test('an unknown report or filter in the address says so and shows the default', async ({ page }) => {
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/reports/sales'));
  await expect(
    page.getByText('There is no report called “sales”. Choose one of the reports below.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Award summary' })).toBeVisible();
  await page.goto(page.url().replace(/\/reports\/sales$/, '/reports/award-summary/yesterday/all/colour'));
  await expect(
    page.getByText(/Part of the address was not understood \(the date range, the grouping\)/),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('last3Months');
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('awardType');
  await expect(
    page.getByRole('table', { name: 'Award summary figures' }).getByRole('row', { name: /Spot award/ }),
  ).toBeVisible();
});
