import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';
import { dialog, openDialog, pickRecipient } from './recognition-helpers.ts';

const dayThatExists = 'Enter a day that exists, as MM-DD (for example 04-23).';

async function openPrivacy(page: Page) {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/privacy'));
  await expect(page.getByRole('tab', { name: 'Privacy', selected: true })).toBeVisible();
}

/** The field's description (Fluent's hint and validation message, through aria-describedby). */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

test('privacy details typed and saved are in their fields after a reload; a day that does not exist is refused', async ({
  page,
}) => {
  await openPrivacy(page);
  const field = (name: string) => page.getByRole('textbox', { name });
  await typeInto(field('Job title'), 'Release captain');
  await typeInto(field('Department'), 'Platform');
  await typeInto(field('Location'), 'Lyon');
  await typeInto(field('Birthday'), '02-29');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Update successful')).toBeVisible();
  await expect(field('Job title')).toHaveValue('Release captain');

  await page.reload();
  await expect(field('Job title')).toHaveValue('Release captain');
  await expect(field('Department')).toHaveValue('Platform');
  await expect(field('Location')).toHaveValue('Lyon');
  await expect(field('Birthday')).toHaveValue('02-29');

  for (const impossible of ['13-45', '02-30']) {
    await typeInto(field('Birthday'), impossible);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(dayThatExists)).toBeVisible();
    // The person is taken to the field to fix, and nothing claims success.
    await expect(field('Birthday')).toBeFocused();
    await expect(toast(page, 'Update successful')).toHaveCount(0);
  }
  await typeInto(field('Birthday'), '02-29');
  await expect(page.getByText(dayThatExists)).toHaveCount(0);
  await page.reload();
  await expect(field('Birthday')).toHaveValue('02-29');
  await expect(field('Job title')).toHaveValue('Release captain');
});

test('the job title counts near its limit and says past it how long it may be, keeping every character', async ({
  page,
}) => {
  await openPrivacy(page);
  const title = page.getByRole('textbox', { name: 'Job title' });
  await typeInto(title, 'a'.repeat(90));
  await expect(page.getByText(/\/ 120$/)).toHaveCount(0);
  await typeInto(title, 'b'.repeat(10), { append: true });
  await expect(page.getByText('100 / 120', { exact: true })).toBeVisible();
  expect(await description(title)).toContain('100 / 120');
  await expect(page.getByText('Keep it to 120 characters or fewer.')).toHaveCount(0);

  // Past the limit, at once: the counter, and a sentence a person understands; nothing is cut.
  await typeInto(title, 'c'.repeat(24), { append: true });
  await expect(title).toHaveValue(`${'a'.repeat(90)}${'b'.repeat(10)}${'c'.repeat(24)}`);
  await expect(page.getByText('124 / 120', { exact: true })).toBeVisible();
  await expect(page.getByText('Keep it to 120 characters or fewer.')).toBeVisible();
  expect(await description(title)).toContain('Keep it to 120 characters or fewer.');
  await expect(page.getByText(/Too big|<=120/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(title).toBeFocused();
  await expect(page.getByText('Keep it to 120 characters or fewer.')).toBeVisible();
  await expect(toast(page, 'Update successful')).toHaveCount(0);

  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  await expect(page.getByText('120 / 120', { exact: true })).toBeVisible();
  await expect(page.getByText('Keep it to 120 characters or fewer.')).toHaveCount(0);
});

test('a long comment is kept whole: the box counts from 1,600 characters and says past 2,000 what to do', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  // The first recognition of the feed, with its comment box.
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: 'Add a comment' }) })
    .first();
  const box = item.getByRole('textbox', { name: 'Add a comment' });
  await box.click();
  // A long text arrives as a paste does, at once; the last characters are typed.
  await page.keyboard.insertText('x'.repeat(1990));
  await expect(item.getByText('1,990 / 2,000', { exact: true })).toBeVisible();
  await typeInto(box, 'yyyyyyyyyyyyyyy', { append: true });
  await expect(item.getByText('2,005 / 2,000', { exact: true })).toBeVisible();
  await expect(item.getByText('Keep it to 2,000 characters or fewer.')).toBeVisible();
  expect((await box.inputValue()).length).toBe(2005);
  await item.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(item.getByText('Keep it to 2,000 characters or fewer.')).toBeVisible();
  await expect(item.getByText('x'.repeat(100))).toHaveCount(0);

  await box.press('ControlOrMeta+A');
  await page.keyboard.insertText('z'.repeat(3000));
  await expect(item.getByText('3,000 / 2,000', { exact: true })).toBeVisible();
  expect((await box.inputValue()).length).toBe(3000);
});

test('the recognition message counts what eve typed (a line break and "& < >" as typed) and sends at exactly the limit', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await dialog(page).getByRole('button', { name: 'Helps others' }).click();
  const message = dialog(page).getByRole('combobox', { name: 'Message' });
  const counter = (text: string) => dialog(page).getByText(text, { exact: true });
  const tooLong = dialog(page).getByText('Keep it to 20,000 characters or fewer.');
  const send = dialog(page).getByRole('button', { name: 'Send', exact: true });
  await typeInto(message, 'Thanks for the demo');
  await expect(dialog(page).getByText(/\/ 20,000$/)).toHaveCount(0);
  // The bulk of a long message arrives as one paste; what matters is typed key by key below.
  await page.keyboard.insertText('x'.repeat(19_971));
  await expect(counter('19,990 / 20,000')).toBeVisible();
  // Two line breaks and "& < >": 9 characters typed, 9 counted (issue 31: they added 23).
  await typeInto(message, '\n& < >\nok', { append: true });
  await expect(counter('19,999 / 20,000')).toBeVisible();
  await expect(tooLong).toHaveCount(0);
  await expect(send).toBeEnabled();
  expect(await pageAxeViolations(page, ['.fui-DialogSurface'])).toEqual([]);

  await typeInto(message, '!?', { append: true });
  await expect(counter('20,001 / 20,000')).toBeVisible();
  await expect(tooLong).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(dialog(page).getByText(/Too big|<=20000/)).toHaveCount(0);

  await page.keyboard.press('Backspace');
  await expect(counter('20,000 / 20,000')).toBeVisible();
  await expect(tooLong).toHaveCount(0);
  // The server counts the same way: exactly the limit is sent.
  await send.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("You just made someone's day!")).toBeVisible();
  await expect(page.getByText(/^Thanks for the demox+$/).first()).toBeVisible();
});

test('editing a TV link shows its name, and the name counts near its limit', async ({ page }) => {
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/(home|onboarding)/);
  await page.goto(page.url().replace(/\/[^/]*$/, '/integrations/kudos-tvs'));
  await page.getByRole('button', { name: 'More actions for Lobby' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit TV link' });
  const name = edit.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Lobby');
  // Still there once the dialog's data (the teams) has loaded and it has rendered again.
  await expect(edit.getByRole('combobox', { name: 'Teams' })).toBeVisible();
  await expect(name).toHaveValue('Lobby');
  await typeInto(name, ` ${'x'.repeat(63)}`, { append: true });
  await expect(edit.getByText('69 / 80', { exact: true })).toBeVisible();
  await typeInto(name, 'y'.repeat(12), { append: true });
  await expect(edit.getByText('81 / 80', { exact: true })).toBeVisible();
  await expect(edit.getByText('Keep it to 80 characters or fewer.')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
});
