import type { Locator, Page } from '@playwright/test';
import { api, apiSignIn, expect, lastMailTo, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

/**
 * HR records, end to end: ada imports CSV files through /staffing/import/csv as a person would
 * (the file goes in through the page's file input). Every run uses its own names and e-mails: the
 * e2e database is shared by all specs.
 */

const header = 'employeeId,firstName,lastName,email,jobTitle,startDate,department';
/** A tag of letters only, so the names it makes can be typed into a name search. */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Person = { id: string; first: string; last: string; email: string; start: string };
const people = (tag: string, count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${tag}-${index + 1}`,
    first: `Person${String.fromCharCode(97 + index)}`,
    last: `${capitalized(tag)}son`,
    email: `${tag}.${index + 1}@acme.test`,
    start: `2024-0${(index % 9) + 1}-15`,
  }));
const csv = (rows: Person[]) =>
  [header, ...rows.map((p) => `${p.id},${p.first},${p.last},${p.email},Analyst,${p.start},Finance`)].join(
    '\n',
  );
const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

const counts = (page: Page) => page.getByLabel('Rows by outcome');
/** The figure under one term of a description list ("New", "Records created"...). */
const figure = (list: Locator, term: string) =>
  list
    .locator('div')
    .filter({ has: list.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
const countOf = (page: Page, outcome: string) => figure(counts(page), outcome);
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Import steps' }).locator('[aria-current="step"]');

async function recordsMatching(search: string): Promise<unknown[]> {
  const ada = await apiSignIn('ada@acme.test');
  const found = await api(`/identity/staffRecords?search=${encodeURIComponent(search)}`, { token: ada });
  expect(found.status).toBe(200);
  return (found.body as { results: unknown[] }).results;
}

test('ada imports 25 people from a CSV file, invites them and finds one in People', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const rows = people(tag, 25);
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);

  // HR records, then Import: the integrations offered, then the CSV import.
  await page.goto(urlFor('acme', '/staffing'));
  await expect(page.getByRole('heading', { level: 1, name: 'HR records' })).toBeVisible();
  await expect(page).toHaveTitle('Acme - HR records');
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/staffing\/import\/integrations$/);
  await expect(page.getByRole('heading', { level: 3, name: 'SCIM provisioning' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Workday' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import a CSV file' }).click();
  await expect(page).toHaveURL(/\/staffing\/import\/csv$/);

  // 1 Upload: the expected columns are listed, with a template to start from.
  await expect(currentStep(page)).toContainText('Upload');
  await expect(page.getByRole('list', { name: 'Expected columns' })).toContainText('employeeId (required)');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('hr-records-template.csv');
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file(`staff-${tag}.csv`, csv(rows)));

  // 2 Preview: 25 new people, nothing else.
  await expect(page).toHaveURL(/\/staffing\/import\/csv\?import=[0-9a-f-]+$/);
  await expect(currentStep(page)).toContainText('Preview');
  await expect(countOf(page, 'New')).toHaveText('25');
  await expect(countOf(page, 'Invalid')).toHaveText('0');
  await expect(countOf(page, 'Changed')).toHaveText('0');
  const table = page.getByRole('table', { name: 'Rows of the file' });
  await expect(table.getByRole('row').filter({ hasText: rows[0]?.email ?? '' })).toContainText('New');
  await expect(page.getByRole('switch', { name: /Create a member/ })).toBeChecked();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3 Confirm and run.
  await expect(currentStep(page)).toContainText('Import');
  await expect(page.getByText('25 new records')).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import now' }).click();

  // 4 Summary.
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Summary');
  const result = page.getByLabel('Result');
  await expect(figure(result, 'Records created')).toHaveText('25');
  await expect(figure(result, 'Members created')).toHaveText('25');
  expect(await pageAxeViolations(page)).toEqual([]);

  // Invite them, leaving one out.
  await page.getByRole('button', { name: 'Invite the 25 new people' }).click();
  await expect(page).toHaveURL(/\/staffing\/batch-invite\/[0-9a-f-]+$/);
  const last = rows[24] as Person;
  const leftOut = page.getByRole('checkbox', { name: `Invite ${last.first} ${last.last}` });
  // The list pages by 50, so all 25 are on the first page.
  await expect(leftOut).toBeChecked();
  expect(await pageAxeViolations(page)).toEqual([]);
  await leftOut.click();
  await expect(leftOut).not.toBeChecked();
  await page.getByRole('button', { name: 'Send 24 invitations' }).click();
  await expect(page.getByText('Invitations sent to 24 people')).toBeVisible();
  // The mail really leaves: the first of them has the invitation.
  expect((await lastMailTo((rows[0] as Person).email)).subject).toBe('Welcome to Acme on Kudos');

  // One of them in People, found by typing the name.
  const someone = rows[3] as Person;
  await page.goto(urlFor('acme', '/user-directory'));
  await typeInto(page.getByRole('searchbox', { name: 'Search by name' }), `${someone.first} ${someone.last}`);
  await expect(
    page
      .getByRole('list', { name: 'People found' })
      .getByRole('link', { name: new RegExp(`^${someone.first} ${someone.last}\\b`) }),
  ).toBeVisible();
});

test('ada edits an imported HR record: a bad date is refused, leaving unsaved changes asks first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const [person] = people(tag, 1) as [Person];
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/staffing/import/csv'));
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file(`one-${tag}.csv`, csv([person])));
  await expect(countOf(page, 'New')).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();

  await page.goto(urlFor('acme', '/staffing'));
  await typeInto(page.getByRole('searchbox', { name: 'Search HR records' }), person.email);
  const records = page.getByRole('table', { name: 'HR records' });
  await expect(records.getByRole('row')).toHaveCount(2);
  await records.getByRole('link', { name: `${person.last}, ${person.first}` }).click();
  await expect(page).toHaveURL(/\/staffing\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${person.first} ${person.last}` })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `View ${person.first} ${person.last}'s account` }),
  ).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  // A bad date is refused by the form itself.
  await typeInto(page.getByRole('textbox', { name: 'Start date' }), '2024-02-30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a date.')).toBeVisible();
  await typeInto(page.getByRole('textbox', { name: 'Start date' }), '2023-11-01');
  await typeInto(page.getByRole('textbox', { name: 'Job title' }), 'Senior analyst');

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'All HR records' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/staffing\/[0-9a-f-]+$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'HR record saved')).toBeVisible();
  const [stored] = (await recordsMatching(person.email)) as { jobTitle: string; startDate: string }[];
  expect(stored).toMatchObject({ jobTitle: 'Senior analyst', startDate: '2023-11-01' });
});

test('a CSV with a wrong header is refused with the reason, and nothing is created', async ({ page }) => {
  const tag = runTag();
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/staffing/import/csv'));
  const text = `employee,first,last,mail\n${tag}-1,Wrong,${capitalized(tag)}son,${tag}.1@acme.test\n`;
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file(`wrong-${tag}.csv`, text));
  const alert = page.getByRole('alert').filter({ hasText: `wrong-${tag}.csv was not imported` });
  await expect(alert).toBeVisible();
  // The server's own sentence names what is wrong with the header.
  await expect(alert).toContainText(/column/i);
  await expect(page).toHaveURL(/\/staffing\/import\/csv$/);
  await expect(currentStep(page)).toContainText('Upload');
  expect(await pageAxeViolations(page)).toEqual([]);
  expect(await recordsMatching(tag)).toEqual([]);
});

test('a CSV with a bad date shows the invalid row with its line; importing waits until invalid rows are skipped', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const rows = people(tag, 3);
  const bad = rows[1] as Person;
  bad.start = '2024-13-45';
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/staffing/import/csv'));
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file(`dates-${tag}.csv`, csv(rows)));

  await expect(countOf(page, 'New')).toHaveText('2');
  await expect(countOf(page, 'Invalid')).toHaveText('1');
  // The invalid rows are shown first, with the line (the header is line 1) and the reason.
  await expect(page.getByRole('tab', { name: 'Invalid (1)' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Rows of the file' });
  const row = table.getByRole('row').filter({ hasText: bad.email });
  await expect(row.getByRole('cell').first()).toHaveText('3');
  await expect(row).toContainText('startDate:');
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await pageAxeViolations(page)).toEqual([]);

  // Execute is refused while a row is invalid.
  await expect(page.getByText('1 row is invalid.', { exact: false })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toHaveAttribute('aria-disabled', 'true');
  await proceed.click({ force: true });
  await expect(page.getByRole('button', { name: 'Import now' })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Leave out invalid rows' }).click();
  await expect(page.getByRole('switch', { name: 'Leave out invalid rows' })).toBeChecked();
  await expect(proceed).not.toHaveAttribute('aria-disabled', 'true');
  await proceed.click();
  await expect(page.getByText('1 invalid row left out')).toBeVisible();
  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
  const result = page.getByLabel('Result');
  await expect(figure(result, 'Records created')).toHaveText('2');
  await expect(figure(result, 'Rows left out')).toHaveText('1');
  expect(await recordsMatching(bad.email)).toEqual([]);
  expect(await recordsMatching(tag)).toHaveLength(2);
});
