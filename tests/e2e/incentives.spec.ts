import { expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';
import { balances } from './recognition-helpers.ts';

// Two people's journey, typed key by key: more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const incentive = 'Share a customer story';
const story =
  'Initech was stuck on the migration; I paired with their team for a day and they went live on Friday.';

test('sam claims "Share a customer story" with his story; max approves it from pending; sam earns 100 points and sees it on /home', async ({
  page,
  browser,
}) => {
  const samBefore = await balances('sam@acme.test');

  // sam finds the incentive from the menu and claims it, typing his story.
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Incentives' }).click();
  await expect(page).toHaveURL(/\/incentives$/);
  await expect(page.getByRole('heading', { name: 'Incentives', level: 1 })).toBeVisible();
  const card = page
    .getByRole('group', { name: incentive })
    .or(page.locator(`[aria-label="${incentive}"]`))
    .first();
  await expect(card.getByText('100 points')).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Claim ${incentive}` }).click();
  const dialog = page.getByRole('dialog', { name: `Claim ${incentive}` });
  await expect(dialog).toBeVisible();
  // An empty story is refused under the field, before anything is sent.
  await dialog.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(dialog.getByText('Tell the reviewers what you did')).toBeVisible();
  await typeInto(dialog.getByRole('textbox', { name: 'What did you do?' }), story);
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(toast(page, `Your claim for ${incentive} was sent for review`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('table', { name: 'Your claims' });
  await expect(mine.getByRole('row', { name: new RegExp(incentive) })).toContainText('Pending');
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();

  // max, sam's manager, reviews it from the pending page and approves it.
  const maxContext = await browser.newContext();
  const maxPage = await maxContext.newPage();
  await signIn(maxPage, 'max@acme.test');
  await expect(maxPage).toHaveURL(/\/home$/);
  await maxPage.goto(urlFor('acme', '/incentives'));
  await maxPage.getByRole('link', { name: `${incentive}: 1 claim to review` }).click();
  await expect(maxPage).toHaveURL(/\/incentives\/manage\/[0-9a-f-]{36}\/pending$/);
  await expect(maxPage.getByRole('heading', { name: `Claims for ${incentive}` })).toBeVisible();
  const claim = maxPage.getByRole('group', { name: 'Claim by Sam Okafor' });
  await expect(claim.getByText(story)).toBeVisible();
  expect(await pageAxeViolations(maxPage)).toEqual([]);
  await claim.getByRole('button', { name: 'Approve the claim of Sam Okafor' }).click();
  await expect(toast(maxPage, 'You approved the claim of Sam Okafor')).toBeVisible();
  await expect(maxPage.getByText('No claim is waiting for review.')).toBeVisible();
  await maxPage.getByRole('tab', { name: 'Past' }).click();
  await expect(maxPage).toHaveURL(/\/past$/);
  await expect(maxPage.getByText('Approved by Max Planck: 100 points paid')).toBeVisible();
  await maxContext.close();

  // sam's points rose by 100; the approved claim shows on /home under "Incentives".
  expect((await balances('sam@acme.test')).redeemable).toBe(samBefore.redeemable + 100);
  await page.goto(urlFor('acme', '/home'));
  const show = page.getByRole('combobox', { name: 'Show' });
  await show.click();
  for (const name of ['Recognitions', 'Awards', 'Announcements', 'Celebrations']) {
    await page.getByRole('menuitemcheckbox', { name }).click();
  }
  await page.keyboard.press('Escape');
  await expect(show).toHaveText('Incentives');
  const earned = `Sam Okafor earned ${incentive}: 100 points`;
  await expect(page.getByText(earned)).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  // sam's claim now reads Approved on /incentives.
  await page.goto(urlFor('acme', '/incentives'));
  await expect(
    page.getByRole('table', { name: 'Your claims' }).getByRole('row', { name: new RegExp(incentive) }),
  ).toContainText('Approved');
});

test('ada duplicates the story incentive from the manage list, names it by typing and keeps it a draft', async ({
  page,
}) => {
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/incentives/manage'));
  await expect(page.getByRole('heading', { name: 'Incentives', level: 1 })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Actions for ${incentive}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/incentives\/duplicate\/[0-9a-f-]{36}$/);
  const name = page.getByRole('textbox', { name: 'Name' });
  // Everything but the dates is copied: the name as a copy, the points, the text proof.
  await expect(name).toHaveValue(`Copy of ${incentive}`);
  await expect(page.getByRole('spinbutton', { name: 'Points per approved claim' })).toHaveValue('100');
  await expect(page.getByRole('radio', { name: 'Proof: a short text' })).toBeChecked();
  expect(await pageAxeViolations(page)).toEqual([]);
  // Publishing needs its window; a draft does not.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Choose when the incentive starts and ends').first()).toBeVisible();
  await typeInto(name, 'Share a partner story');
  // Tab moves on to the description, as in every form here.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toast(page, 'Share a partner story was saved')).toBeVisible();
  await expect(page).toHaveURL(/\/incentives\/manage$/);
  const row = page.getByRole('row', { name: /Share a partner story/ });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('100 points');
});
