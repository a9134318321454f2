import type { Locator, Page } from '@playwright/test';
import { api, apiSignIn, expect, seriousAxeViolations, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { toast } from './pages-helpers.ts';
import { png } from './recognition-helpers.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The browser's date and time inputs are typed segment by segment, as a person does: the date as
 * month, day, year (en-US), the time as hours, minutes and AM/PM.
 */
function typedDateTime(at: Date) {
  const hours = at.getHours() % 12 === 0 ? 12 : at.getHours() % 12;
  return {
    date: `${pad(at.getMonth() + 1)}${pad(at.getDate())}${at.getFullYear()}`,
    dateValue: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(hours)}${pad(at.getMinutes())}${at.getHours() < 12 ? 'A' : 'P'}`,
    timeValue: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Moves on with Tab, as a person does, until `field` has focus (a date input's picker button is a stop too). */
async function tabTo(page: Page, field: Locator) {
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press('Tab');
    if (await field.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(field).toBeFocused();
}

/** Reloads until the announcement's status badge reads `status` (the job queue runs it). */
async function waitForStatus(page: Page, status: string, timeout: number) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('main').getByText(status, { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout, intervals: [5_000] });
}

test('ada schedules an announcement with an image, it goes live, eve confirms it, ada sees her answer', async ({
  page,
  browser,
}) => {
  // A scheduled start goes through the job queue (a sweep each minute): up to two minutes pass.
  test.setTimeout(300_000);
  const body = 'Our launch week starts now. Say thanks to someone today!';
  // The setup guide's "Create launch announcement" starts undone (an earlier run may have ticked it).
  const adaToken = await apiSignIn('ada@acme.test');
  const untick = await api('/onboarding/checklistItems', {
    method: 'PUT',
    token: adaToken,
    body: { itemAlias: 'createLaunchAnnouncement', completed: false },
  });
  expect(untick.status).toBe(200);

  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/announcements'));
  await page.getByRole('button', { name: 'New announcement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();

  await typeInto(page.getByRole('textbox', { name: 'Title' }), 'Welcome to Kudos');
  // The message is a rich-text area (contenteditable), not an input: typed key by key after a click.
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await expect(editor).toBeFocused();
  await page.keyboard.type(body, { delay: 10 });
  await expect(editor).toHaveText(body);
  // Bold by the toolbar's keyboard shortcut, as a person formats while typing.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('See you there.', { delay: 10 });
  await expect(editor.locator('strong')).toHaveText('See you there.');

  // An image inside the body: the toolbar button opens the file chooser (not typed into).
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Insert image' })
    .click();
  await (await chooser).setFiles({ name: 'launch.png', mimeType: 'image/png', buffer: png });
  const inline = editor.locator('img');
  await expect(inline).toHaveAttribute('src', /^\/api\/media\/files\/[0-9a-f-]{36}\/original\?/);
  await expect(inline).toHaveJSProperty('complete', true);
  expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A minute or two ahead, on the minute (the inputs have no seconds).
  const start = new Date(Date.now() + 120_000);
  start.setSeconds(0, 0);
  const typed = typedDateTime(start);
  await page.getByRole('radio', { name: 'At a date and time' }).check();
  const startDate = page.getByLabel('Start date');
  await tabTo(page, startDate);
  await typeInto(startDate, typed.date, { expected: typed.dateValue });
  const startTime = page.getByLabel('Start time');
  await tabTo(page, startTime);
  await typeInto(startTime, typed.time, { expected: typed.timeValue });

  await page.getByRole('radio', { name: 'To confirm they read it (“Got it”)' }).check();
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);

  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Announcement scheduled')).toBeVisible();
  await expect(page).toHaveURL(/\/announcements\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Kudos' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Scheduled', { exact: true })).toBeVisible();

  await waitForStatus(page, 'Active', 200_000);

  // Eve finds it on her timeline and confirms it.
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  const card = eve.getByRole('group', { name: 'Welcome to Kudos' }).filter({ hasText: body });
  await expect(card.getByRole('heading', { name: 'Welcome to Kudos' })).toBeVisible();
  await expect(card.locator('strong')).toHaveText('See you there.');
  const shown = card.locator('img[src*="/api/media/files/"]');
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Got it' }).click();
  await expect(card.getByText('You confirmed this announcement')).toBeVisible();
  expect(await seriousAxeViolations(eve, { include: ['main'] })).toEqual([]);
  await eveContext.close();

  // Ada sees Eve among those who answered.
  await page.goto(detailUrl);
  await expect(page.getByText(/^1 of \d+ confirmed$/)).toBeVisible();
  await page.getByRole('tab', { name: /Answered/ }).click();
  const row = page.getByRole('row').filter({ hasText: 'Eve Curie' });
  await expect(row.getByRole('cell', { name: 'Got it' })).toBeVisible();
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);

  // The announcement went live: ada's setup guide (/dashboard, behind the onboardingChecklist
  // flag) shows its Launch step done, ticked and struck through, with no link to do it again.
  await page.evaluate(() =>
    window.localStorage.setItem('kudos.featureFlags', JSON.stringify({ onboardingChecklist: true })),
  );
  await page.goto(urlFor('acme', '/dashboard'));
  const launch = page.getByRole('region', { name: 'Launch', exact: true });
  await expect(launch.getByRole('checkbox', { name: 'Create launch announcement done' })).toBeChecked();
  await expect(launch.getByText('Create launch announcement', { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(launch.getByRole('link', { name: 'Go to announcements' })).toHaveCount(0);
});
