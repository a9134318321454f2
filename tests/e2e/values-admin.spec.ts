import type { Page } from '@playwright/test';
import { expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';
import { dialog, openDialog, pickRecipient, writeMessage } from './recognition-helpers.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
// Other specs share the database: this value is the test's own, the demo values stay as they are.
const suffix = Date.now().toString(36);
const value = `Ownership ${suffix}`;
const finishes = `Finishes things ${suffix}`;
const owns = `Owns mistakes ${suffix}`;

test.describe.configure({ mode: 'serial' });

test('ada adds a value with two qualities; eve picks one; once archived it is no longer offered', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  const group = adminMenu(page).getByRole('button', { name: 'Platform set up' });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await adminMenu(page).getByRole('link', { name: 'Values & qualities' }).click();
  await expect(page).toHaveURL(/\/values$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Values & qualities' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Customer obsession' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add value' }).click();
  await expect(page).toHaveURL(/\/values\/configure$/);
  await typeInto(page.getByRole('textbox', { name: 'Name' }), value);
  await typeInto(page.getByRole('textbox', { name: 'Description' }), 'We see things through');
  // A colour that is not one is refused with a sentence, before anything is sent.
  await typeInto(page.getByRole('textbox', { name: 'Color' }), 'red');
  await page.getByRole('button', { name: 'Add quality' }).click();
  await typeInto(page.getByRole('textbox', { name: 'Quality 1' }), finishes);
  await page.getByRole('button', { name: 'Add quality' }).click();
  await typeInto(page.getByRole('textbox', { name: 'Quality 2' }), owns);
  await page.getByRole('button', { name: 'Add value' }).click();
  await expect(page.getByText('Use a color such as #5b5fc7')).toBeVisible();
  await expect(page).toHaveURL(/\/values\/configure$/);
  await typeInto(page.getByRole('textbox', { name: 'Color' }), '#8764b8');
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add value' }).click();
  await expect(toast(page, 'Value added')).toBeVisible();
  await expect(page).toHaveURL(/\/values$/);
  const qualities = page.getByRole('list', { name: `Qualities of ${value}` });
  await expect(qualities.getByRole('listitem')).toHaveText([finishes, owns]);

  // Eve finds the new value's qualities in the send dialog and names one.
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await openDialog(eve);
  await pickRecipient(eve, 'Sam', 'Sam Okafor');
  const message = `Saw the launch through, ${suffix}`;
  await writeMessage(eve, message);
  const quality = dialog(eve).getByRole('button', { name: owns });
  await quality.click();
  await expect(quality).toHaveAttribute('aria-pressed', 'true');
  await dialog(eve).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(eve).toHaveURL(/\/home$/);
  const sent = eve.getByRole('listitem').filter({ hasText: message }).first();
  await expect(sent.getByText(owns)).toBeVisible();

  // Archived, the value leaves the dialog; the recognition that named it keeps it.
  await page.getByRole('button', { name: `Archive ${value}` }).click();
  await expect(toast(page, `${value} is archived. Old recognitions keep it.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: value })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show archived values' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(value) })).toContainText('Archived');

  // Its edit page archives a quality; the list marks it and keeps showing the archived value.
  await page.getByRole('button', { name: `Edit ${value}` }).click();
  await expect(page).toHaveURL(/\/values\/[^/]+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Quality 1' })).toHaveValue(finishes);
  await page.getByRole('button', { name: 'Archive Quality 1' }).click();
  await expect(page.getByRole('textbox', { name: 'Quality 1 (archived)' })).toHaveValue(finishes);
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Value saved')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show archived values' })).toBeChecked();
  await expect(qualities.getByRole('listitem')).toHaveText([`${finishes} (archived)`, owns]);
  expect(await pageAxeViolations(page)).toEqual([]);

  await eve.reload();
  await expect(sent.getByText(owns)).toBeVisible();
  await openDialog(eve);
  await expect(dialog(eve).getByRole('button', { name: 'Helps others' })).toBeVisible();
  await expect(dialog(eve).getByRole('button', { name: owns })).toHaveCount(0);
  await eveContext.close();
});
