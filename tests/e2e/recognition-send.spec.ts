import { api, apiSignIn, expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';
import {
  balances,
  dialog,
  memberId,
  openDialog,
  pickRecipient,
  png,
  writeMessage,
} from './recognition-helpers.ts';

test.describe.configure({ mode: 'serial' });

test('eve sends sam 10 points with a quality, an image and a mention; sam sees it; balances move by 10', async ({
  page,
  browser,
}) => {
  const eveBefore = await balances('eve@acme.test');
  const samBefore = await balances('sam@acme.test');
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  expect(await pageAxeViolations(page, ['.fui-DialogSurface'])).toEqual([]);

  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await writeMessage(page, 'Brilliant release work, thanks for pairing with @Max');
  await page
    .getByRole('listbox', { name: 'People to mention' })
    .getByRole('option', { name: 'Max Planck' })
    .click();
  await expect(dialog(page).getByRole('combobox', { name: 'Message' })).toHaveValue(
    'Brilliant release work, thanks for pairing with @Max Planck ',
  );
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'release.png', mimeType: 'image/png', buffer: png });
  await expect(dialog(page).getByText('release.png')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Remove release.png' })).toBeEnabled();
  await dialog(page).getByRole('button', { name: 'Helps others' }).click();
  await dialog(page).getByRole('button', { name: '10 points', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("You just made someone's day!")).toBeVisible();
  await expect(page.getByText("You just made someone's day!")).toBeHidden({ timeout: 8000 });
  await expect(page.getByText('Brilliant release work, thanks for pairing with').first()).toBeVisible();

  expect((await balances('eve@acme.test')).allocation).toBe(eveBefore.allocation - 10);
  expect((await balances('sam@acme.test')).redeemable).toBe(samBefore.redeemable + 10);

  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await signIn(sam, 'sam@acme.test');
  await expect(sam).toHaveURL(/\/home$/);
  const first = sam.getByRole('listitem').filter({ hasText: 'Brilliant release work' }).first();
  await expect(first).toBeVisible();
  await expect(first.getByText('@Max Planck')).toBeVisible();
  await expect(first.getByText('Helps others')).toBeVisible();
  await expect(first.getByText('You received 10 points')).toBeVisible();
  await expect(first.getByRole('img', { name: 'release.png' })).toBeVisible();
  await sam.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    sam.getByRole('dialog', { name: 'Notifications' }).getByText('Eve Curie recognized you').first(),
  ).toBeVisible();
  await samContext.close();
});

test('"Thanks for the demo" typed into the message field arrives whole, and focus stays in the field', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  const message = dialog(page).getByRole('combobox', { name: 'Message' });
  // The first key makes the form dirty: the field must neither re-mount nor lose focus then.
  await typeInto(message, 'Thanks for the demo');
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/recognition\/send$/);
  // Space and Enter still reach the field (not the dialog's Close button).
  await page.keyboard.press('Enter');
  await typeInto(message, 'See you Monday.', {
    append: true,
    expected: 'Thanks for the demo\nSee you Monday.',
  });
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);
});

test('every validation message of the send form', async ({ page }) => {
  const { allocation } = await balances('ada@acme.test');
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home|\/dashboard/);
  await page.goto(page.url().replace(/\/[^/]*$/, '/recognition/send'));
  const d = dialog(page);
  await expect(d.getByRole('combobox', { name: 'Recipients' })).toBeVisible();
  const send = d.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();

  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await d.getByLabel('Remove Sam Okafor').click();
  await expect(d.getByText('Select a recipient')).toBeVisible();

  await writeMessage(page, 'x');
  await writeMessage(page, '');
  await expect(d.getByText('Provide a message')).toBeVisible();

  await d.getByRole('button', { name: 'Helps others' }).click();
  await d.getByRole('button', { name: 'Helps others' }).click();
  await expect(d.getByText('Qualities are required')).toBeVisible();

  await d.getByRole('button', { name: 'Other', exact: true }).click();
  await expect(d.getByText('Points amount required')).toBeVisible();
  await typeInto(d.getByRole('textbox', { name: 'Custom amount' }), '2000');
  await expect(
    d.getByText(`Enter a point amount that is ${Math.min(allocation, 1000)} or less`),
  ).toBeVisible();
  // Only digits reach the field.
  await typeInto(d.getByRole('textbox', { name: 'Custom amount' }), 'a1.5', { expected: '15' });

  await d.locator('input[type=file]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(d.getByText('The file exceeds the maximum size limit, upload a smaller file')).toBeVisible();
  await d.getByRole('button', { name: 'Remove huge.png' }).click();

  // Schedule: past dates and empty values are refused.
  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await writeMessage(page, 'Scheduled thanks');
  await d.getByRole('button', { name: 'Helps others' }).click();
  await d.getByRole('button', { name: '5 points', exact: true }).click();
  await expect(send).toBeEnabled();
  await d.getByRole('button', { name: 'More send options' }).click();
  await page.getByRole('menuitem', { name: 'Schedule send' }).click();
  const when = dialog(page).getByLabel('Send on');
  // The step replaced the form the menu was opened from: focus is on the date, not lost.
  await expect(when).toBeFocused();
  // Chromium's date-time field moves to the next part at each separator, as a person types it.
  await typeInto(when, '01/01/2020, 09:00 AM', { expected: '2020-01-01T09:00' });
  await expect(dialog(page).getByText('Start date must be in the future')).toBeVisible();
  // Chromium's keys clear one part of the date at a time and fill some back in: emptied as a whole.
  await when.fill(''); // fill-ok: native date-time input emptied as a whole
  await expect(dialog(page).getByText('Please enter a valid date and time')).toBeVisible();

  // Leaving the dirty form warns.
  await dialog(page).getByRole('button', { name: 'Back' }).first().click();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(d.getByRole('combobox', { name: 'Message' })).toHaveValue('Scheduled thanks');
  await d.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('schedule a send, save, edit and delete a draft', async ({ page }) => {
  await signIn(page, 'max@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  const d = dialog(page);
  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await writeMessage(page, 'See you on Monday');
  await d.getByRole('button', { name: 'Helps others' }).click();
  await d.getByRole('button', { name: 'More send options' }).click();
  await page.getByRole('menuitem', { name: 'Schedule send' }).click();
  await expect(dialog(page).getByRole('heading', { name: /Schedule send/ })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/recognition\/send\/in-progress$/);
  const scheduled = dialog(page).getByRole('listitem').filter({ hasText: 'See you on Monday' });
  await expect(scheduled.getByText('Scheduled', { exact: true })).toBeVisible();

  // A plain draft.
  await dialog(page).getByRole('tab', { name: 'New' }).click();
  await pickRecipient(page, 'Eve', 'Eve Curie');
  await writeMessage(page, 'Draft for Eve');
  await dialog(page).getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/recognition\/send\/in-progress$/);
  await expect(dialog(page).getByRole('tab', { name: 'In progress (2)' })).toBeVisible();
  const draft = dialog(page).getByRole('listitem').filter({ hasText: 'Draft for Eve' });
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();

  await draft.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/in-progress\/[0-9a-f-]+\/edit$/);
  await expect(dialog(page).getByRole('combobox', { name: 'Message' })).toHaveValue('Draft for Eve');
  await writeMessage(page, 'Draft for Eve, edited');
  await dialog(page).getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/recognition\/send\/in-progress$/);
  const edited = dialog(page).getByRole('listitem').filter({ hasText: 'Draft for Eve, edited' });
  await expect(edited).toBeVisible();

  for (const text of ['Draft for Eve, edited', 'See you on Monday']) {
    await dialog(page)
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete recognition' });
    await expect(confirm.getByText('Are you sure you want to delete this recognition?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.locator('.fui-ToastTitle', { hasText: 'Recognition deleted successfully' }).last(),
    ).toBeVisible();
  }
  // No drafts left: back to the send view.
  await expect(page).toHaveURL(/\/recognition\/send$/);
});

test('point exceptions: "Continue sending" sends the adjusted amount', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  const d = dialog(page);
  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await writeMessage(page, 'Everything you did this quarter');
  await d.getByRole('button', { name: 'Shares knowledge' }).click();
  await d.getByRole('button', { name: '50 points', exact: true }).click();

  // Meanwhile eve's balance drops below 50 (another send elsewhere).
  const before = (await balances('eve@acme.test')).allocation;
  const spend = before - 30;
  const token = await apiSignIn('eve@acme.test');
  const max = await memberId('eve@acme.test', 'Max');
  const qualities = (await api('/recognition/values', { token })).body as {
    results: { qualities: { id: string }[] }[];
  };
  const sent = await api('/recognition/recognitions', {
    token,
    method: 'POST',
    body: {
      message: '<p>Thanks</p>',
      amount: spend,
      sendTo: [{ id: max, type: 'tenantMember' }],
      qualityIds: [qualities.results[0]?.qualities[0]?.id],
    },
  });
  expect(sent.status).toBe(201);

  await d.getByRole('button', { name: 'Send', exact: true }).click();
  const step = dialog(page);
  await expect(step.getByRole('heading', { name: /Point exceptions/ })).toBeVisible();
  await expect(step.getByText('Insufficient points')).toBeVisible();
  await expect(step.getByText('Points adjusted')).toBeVisible();
  await expect(step.getByText('30 points used')).toBeVisible();
  await expect(step.getByText('You have 0 points left to give')).toBeVisible();
  await step.getByRole('button', { name: 'Continue sending' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("You just made someone's day!")).toBeVisible();
  expect((await balances('eve@acme.test')).allocation).toBe(0);

  // With nothing left, the presets say why they cannot be chosen.
  await openDialog(page);
  await pickRecipient(page, 'Sam', 'Sam Okafor');
  const five = dialog(page).getByRole('button', { name: '5 points', exact: true });
  await expect(five).toHaveAttribute('aria-disabled', 'true');
  await expect(five).toHaveAccessibleDescription('Not enough points');
  await five.hover();
  await expect(
    page.getByRole('tooltip', { name: 'Not enough points' }).filter({ visible: true }),
  ).toHaveCount(1);
});

test('reactions, comments and timeline filters that survive a reload', async ({ page }) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Brilliant release work').first()).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  const item = page.getByRole('listitem').filter({ hasText: 'Brilliant release work' }).first();
  await item.getByRole('button', { name: 'React with clapping hands' }).click();
  await expect(item.getByRole('button', { name: 'React with clapping hands, 1 reaction' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A counted reaction still says aloud what it shows ("👏 1").
  expect(await pageAxeViolations(page)).toEqual([]);
  const comment = item.getByRole('textbox', { name: 'Add a comment' });
  await typeInto(comment, 'Thank you Eve!');
  await item.getByRole('button', { name: 'Comment' }).click();
  await expect(item.getByText('Thank you Eve!')).toBeVisible();
  await expect(comment).toHaveValue('');

  const show = page.getByRole('combobox', { name: 'Show' });
  // /home shows every kind at first; sam narrows it to recognitions.
  await expect(show).toHaveText('Recognitions, Awards, Announcements, Incentives, Celebrations');
  await show.click();
  for (const name of ['Awards', 'Announcements', 'Incentives', 'Celebrations']) {
    await page.getByRole('menuitemcheckbox', { name }).click();
  }
  await page.keyboard.press('Escape');
  await expect(show).toHaveText('Recognitions');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveText('Recognitions');
  await expect(page.getByText('Brilliant release work').first()).toBeVisible();
});

test('the dialog on a phone is a bottom drawer; screenshots', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, 'ada@acme.test', 'acme', '/');
  await expect(page).toHaveURL(/\/home|\/dashboard/);
  await page.goto(page.url().replace(/\/[^/]*$/, '/recognition/send'));
  const drawer = dialog(page);
  await expect(drawer.getByRole('combobox', { name: 'Recipients' })).toBeVisible();
  // Once it has slid in, the drawer spans the width and sits on the bottom edge.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? [Math.round(box.width), Math.round(box.y + box.height)] : null;
    })
    .toEqual([390, 844]);
  expect(await pageAxeViolations(page, ['.fui-DrawerBody'])).toEqual([]);
  await page.screenshot({ path: 'test-results/recognition-dialog-mobile.png' });
  await context.close();
});

test('a manager sees which direct reports were recognized', async ({ page }) => {
  await signIn(page, 'max@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/direct-reports'));
  await expect(page.getByRole('heading', { name: 'Direct reports', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Direct reports' });
  await expect(table.getByRole('row', { name: /Sam Okafor/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Eve Curie/ })).toBeVisible();
  await expect(page.getByText(/of 2 direct reports were recognized in the last 30 days/)).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
});
