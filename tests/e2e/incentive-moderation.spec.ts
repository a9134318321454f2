import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

test.describe.configure({ timeout: 150_000 });

// Other specs share the database: the incentive is the test's own.
const name = `Bring a friend ${Date.now().toString(36)}`;

/** Ada publishes an incentive open now through the API (a set-up step: flagging it is under test). */
async function adaPublishes(): Promise<void> {
  const token = await apiSignIn('ada@acme.test');
  const list = await api('/incentive/incentives?pageSize=100', { token });
  const story = (list.body as { results: { name: string; budgetItemId: string | null }[] }).results.find(
    (i) => i.name === 'Share a customer story',
  );
  if (!story?.budgetItemId) throw new Error('the demo incentive is missing');
  const now = Date.now();
  const created = await api('/incentive/incentives', {
    token,
    method: 'POST',
    body: {
      name,
      description: '<p>Refer someone we hire.</p>',
      points: 10,
      budgetItemId: story.budgetItemId,
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 7 * 86_400_000).toISOString(),
      proof: 'none',
      claimLimit: 'once',
      reviewerKind: 'managers',
      publish: true,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

/** /home showing only the "Incentives" filter. */
async function incentivesOnHome(page: Page): Promise<void> {
  await page.goto(urlFor('acme', '/home'));
  const show = page.getByRole('combobox', { name: 'Show' });
  await show.click();
  for (const filter of ['Recognitions', 'Awards', 'Announcements', 'Celebrations']) {
    await page.getByRole('menuitemcheckbox', { name: filter }).click();
  }
  await page.keyboard.press('Escape');
  await expect(show).toHaveText('Incentives');
}

test('eve flags an incentive post on /home with a reason; ada finds it under Incentives in Flagged content and removes it', async ({
  page,
  browser,
}) => {
  await adaPublishes();
  const card = (p: Page) => p.getByRole('group', { name: `New incentive: ${name}, 10 points` });

  // Eve flags the new incentive's post from its "…" menu, typing why.
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await incentivesOnHome(eve);
  await expect(card(eve)).toBeVisible();
  await card(eve).getByRole('button', { name: 'More actions for this incentive post' }).click();
  await eve.getByRole('menuitem', { name: 'Flag as inappropriate' }).click();
  const dialog = eve.getByRole('dialog', { name: 'Flag this incentive post' });
  const reason = dialog.getByRole('textbox', { name: 'Reason (optional)' });
  await expect(reason).toBeFocused();
  await typeInto(reason, 'Duplicates the referral program');
  await dialog.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(toast(eve, 'Thanks, the moderators will review it')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Ada reads it in the Incentives tab of Flagged content, with eve's name and reason.
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/content/flagged/awards'));
  await page.getByRole('tab', { name: /Incentives/ }).click();
  await expect(page).toHaveURL(/\/content\/flagged\/incentives$/);
  const item = page
    .getByRole('list', { name: 'Flagged incentive posts' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item.getByText('Flagged 1 time')).toBeVisible();
  const flags = item.getByRole('list', { name: 'Who flagged it' });
  await expect(flags.getByText(/Eve Curie/)).toBeVisible();
  await expect(flags.getByText('“Duplicates the referral program”')).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  // Remove asks first; the post leaves the queue and eve's timeline.
  await item.getByRole('button', { name: /^Remove incentive post by / }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this incentive post?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Incentive post removed')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  // Her filters stay in this browser (001 §2): still only Incentives, and the post is gone.
  await eve.goto(urlFor('acme', '/home'));
  await expect(eve.getByRole('combobox', { name: 'Show' })).toHaveText('Incentives');
  await expect(eve.getByText(/^New incentive: /).first()).toBeVisible();
  await expect(card(eve)).toHaveCount(0);
  await eveContext.close();
});
