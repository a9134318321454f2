import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';
import { balances } from './recognition-helpers.ts';
import { advanceClock, trackApiCalls } from './tv-helpers.ts';

// Whole journeys of several people, typed key by key: more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/**
 * The demo already holds a "Spot award"; ada's own spot award gets a name of its own so every
 * step below finds exactly the type this spec made.
 */
const spotAward = 'Launch spot award';
const roundName = 'Launch of the quarter';
const bankName = 'Awards bank';

type Bank = { id: string; name: string; balance: number; available: number };

/** The demo's point bank (001 demo data: "Awards bank" holding 10,000 points). */
async function awardsBank(token: string): Promise<Bank> {
  const banks = (await api('/points/pointsBanks', { token })).body as { results: Bank[] };
  const found = banks.results.find((bank) => bank.name === bankName);
  if (!found) throw new Error(`the demo has no "${bankName}"`);
  return found;
}

async function chooseBank(page: Page) {
  await page.getByRole('combobox', { name: 'Point bank' }).click();
  await page.getByRole('option', { name: new RegExp(`^${bankName}`) }).click();
}

test('ada creates a 50-point spot award from the bank and sends it to sam; sam sees it on /home and the TV', async ({
  page,
  browser,
}) => {
  const adaToken = await apiSignIn('ada@acme.test');
  const bankBefore = await awardsBank(adaToken);
  const samBefore = await balances('sam@acme.test');
  const adaBefore = await balances('ada@acme.test');

  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/awards/list/awards'));
  await page.getByRole('button', { name: 'Create award' }).click();
  await expect(page).toHaveURL(/\/awards\/configure$/);
  expect(await pageAxeViolations(page)).toEqual([]);

  await typeInto(page.getByRole('textbox', { name: 'Name' }), spotAward);
  await typeInto(page.getByRole('textbox', { name: 'Description' }), 'For a launch that went out smoothly.');
  await typeInto(page.getByRole('spinbutton', { name: 'Points per recipient' }), '50');
  await chooseBank(page);
  await page.getByRole('checkbox', { name: /Lock the amount/ }).check();
  await page.getByRole('radio', { name: '3 days' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Award successfully created')).toBeVisible();
  // The view page shown after saving.
  await expect(page).toHaveURL(/\/awards\/award\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: spotAward })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${bankName}: [\\d,]+ points available$`))).toBeVisible();

  await page.goto(urlFor('acme', '/awards'));
  await page.getByRole('button', { name: `Send ${spotAward}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${spotAward}` });
  await expect(dialog).toBeVisible();
  // The type fixes the amount: shown, not editable.
  await expect(dialog.getByText('50 points per recipient (set by the award)')).toBeVisible();
  await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send award' }).click();
  await expect(dialog.getByText('Select a recipient')).toBeVisible();
  await expect(dialog.getByText('Provide a message')).toBeVisible();
  expect(await pageAxeViolations(page, ['.fui-DialogSurface'])).toEqual([]);

  await typeInto(dialog.getByRole('combobox', { name: 'Recipients' }), 'Sam');
  await page.getByRole('option', { name: 'Sam Okafor' }).click();
  const message = 'The release went out without a hitch, thank you!';
  await typeInto(dialog.getByRole('textbox', { name: 'Message' }), message);
  await expect(dialog.getByText(`${message.length} / 1,000`)).toBeVisible();
  const preview = dialog.getByRole('region', { name: 'Spend preview' });
  await expect(preview.getByText('50 points × 1 recipient = 50 points used')).toBeVisible();
  await expect(
    preview.getByText(
      `Remaining funds after sending: ${(bankBefore.available - 50).toLocaleString('en')} points in ${bankName}`,
    ),
  ).toBeVisible();
  await expect(
    preview.getByText('Awards funded by point banks do not impact your monthly balance.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Send award' }).click();
  await expect(toast(page, 'Award sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The bank paid, the sender's monthly allocation did not; sam received the points.
  expect((await awardsBank(adaToken)).balance).toBe(bankBefore.balance - 50);
  expect((await balances('ada@acme.test')).allocation).toBe(adaBefore.allocation);
  expect((await balances('sam@acme.test')).redeemable).toBe(samBefore.redeemable + 50);

  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await signIn(sam, 'sam@acme.test');
  await expect(sam).toHaveURL(/\/home$/);
  const card = sam.getByRole('listitem').filter({ hasText: 'The release went out without a hitch' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: spotAward })).toBeVisible();
  await expect(card.getByText('You received 50 points')).toBeVisible();
  // Its own page, with the reactions of a recognition card.
  await card.getByRole('link', { name: 'Open award' }).click();
  await expect(sam).toHaveURL(/\/award\/[0-9a-f-]{36}$/);
  const awardId = sam.url().split('/').at(-1) as string;
  await sam.getByRole('button', { name: 'React with Applause' }).click();
  await expect(sam.getByRole('button', { name: 'React with Applause, 1 reaction' })).toBeVisible();
  expect(await pageAxeViolations(sam)).toEqual([]);
  await samContext.close();

  // The TV: a link showing awards answers the award in its display call and shows a slide.
  const link = await api('/tv/channels', {
    method: 'POST',
    token: adaToken,
    body: { name: 'Awards wall', itemTypes: ['award'] },
  });
  expect(link.status).toBe(201);
  const token = (link.body as { token: string }).token;
  const tv = await browser.newPage();
  // The screen shuffles its deck (001): the clock steps slide by slide until Sam's award shows.
  await tv.clock.install();
  trackApiCalls(tv);
  const call = tv.waitForResponse((response) => /\/api\/award\/tv\/[^/]+\/awards$/.test(response.url()));
  await tv.goto(urlFor('acme', `/tv/watch/${token}`));
  const served = (await (await call).json()) as { results: { id: string; title: string }[] };
  expect(served.results.find((item) => item.id === awardId)?.title).toBe(spotAward);
  const active = tv.locator('[data-testid="tv-slide"][data-active="true"]');
  await expect(active).toHaveCount(1);
  for (let step = 0; step <= served.results.length; step++) {
    if ((await active.getAttribute('data-item-id')) === awardId) break;
    await advanceClock(tv, 40_000);
  }
  // Sam's award is a slide of its own: the type as its title, his name, the message and the sender.
  const slide = tv.locator(`[data-testid="tv-slide"][data-item-id="${awardId}"]`);
  await expect(slide).toHaveAttribute('data-active', 'true');
  await expect(slide.locator('h2')).toHaveText(spotAward);
  await expect(slide.getByTestId('tv-featured-recipient')).toHaveText(/^Sam /);
  await expect(slide).toContainText(message);
  await expect(slide).toContainText('Ada');
  await expect(active.getByRole('heading')).toBeVisible();
  await tv.close();
});

test('ada opens a nomination round, eve nominates sam, ada finalizes with sam as winner and sam is awarded', async ({
  page,
  browser,
}) => {
  const samBefore = await balances('sam@acme.test');
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/awards/list/nominations'));
  await page.getByRole('button', { name: 'Create nomination award' }).click();
  await expect(page).toHaveURL(/\/awards\/configure\?nomination=true$/);
  await typeInto(page.getByRole('textbox', { name: 'Name' }), roundName);
  await typeInto(page.getByRole('spinbutton', { name: 'Points per recipient' }), '100');
  await chooseBank(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Award successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/awards\/nomination\/[0-9a-f-]{36}$/);
  const viewUrl = page.url();

  await page.getByRole('button', { name: 'Start nominations' }).click();
  await page
    .getByRole('dialog', { name: 'Start nominations?' })
    .getByRole('button', { name: 'Start nominations' })
    .click();
  await expect(toast(page, 'Nominations started')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Open$/ })).toBeVisible();

  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await eve.goto(urlFor('acme', '/awards'));
  await eve.getByRole('button', { name: `Nominate for ${roundName}` }).click();
  const dialog = eve.getByRole('dialog', { name: `Nominate for ${roundName}` });
  await dialog.getByRole('button', { name: 'Nominate' }).click();
  await expect(dialog.getByText('Nominee is required')).toBeVisible();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  expect(await pageAxeViolations(eve, ['.fui-DialogSurface'])).toEqual([]);
  await typeInto(dialog.getByRole('combobox', { name: 'Nominee' }), 'Sam');
  await eve.getByRole('option', { name: 'Sam Okafor' }).click();
  await typeInto(dialog.getByRole('textbox', { name: 'Reason' }), 'Sam steadied every launch this quarter.');
  await dialog.getByRole('button', { name: 'Nominate' }).click();
  await expect(toast(eve, 'Nomination sent successfully')).toBeVisible();
  // One nomination per person (the form's default): eve's card says whom she nominated, and no more.
  await expect(eve.getByText('You nominated Sam Okafor')).toBeVisible();
  await expect(eve.getByText('You have used all your nominations for this award.')).toBeVisible();
  await expect(eve.getByRole('button', { name: `Nominate for ${roundName}` })).toHaveCount(0);
  await eveContext.close();

  await page.goto(viewUrl);
  const row = page.getByRole('row').filter({ hasText: 'Sam steadied every launch' });
  await expect(row.getByRole('cell', { name: 'Eve Curie' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Add as winner: Sam Okafor' }).click();
  await expect(toast(page, 'Winner added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Winners' }).getByText('Sam Okafor')).toBeVisible();
  await page.getByRole('button', { name: 'Finalize' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalize the round?' });
  await expect(
    confirm.getByText('The award is sent to the 1 winner now. This cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Finalize' }).click();
  await expect(toast(page, 'Round finalized; the winners received the award')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Finalized$/ })).toBeVisible();

  expect((await balances('sam@acme.test')).redeemable).toBe(samBefore.redeemable + 100);
  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await signIn(sam, 'sam@acme.test');
  await expect(sam).toHaveURL(/\/home$/);
  await sam.goto(urlFor('acme', '/awards'));
  const mine = sam.getByRole('region', { name: 'My awards' });
  await expect(mine.getByRole('link', { name: roundName })).toBeVisible();
  await samContext.close();
});
