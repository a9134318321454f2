import { api, apiSignIn, expect, signIn, test } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

const required = ['importUsers', 'createTeams', 'securityAndAccess'] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('kudos.featureFlags', JSON.stringify({ onboardingChecklist: true }));
  });
});

type Item = { itemAlias: string; completed: boolean };
let saved: Item[] = [];

const putItems = async (items: Item[]) => {
  const token = await apiSignIn('ada@acme.test');
  for (const body of items) await api('/onboarding/checklistItems', { method: 'PUT', token, body });
};

// The guide starts from nothing done and the demo's own state comes back afterwards.
test.beforeEach(async () => {
  const token = await apiSignIn('ada@acme.test');
  saved = ((await api('/onboarding/checklistItems', { token })).body as { results: Item[] }).results;
  await putItems(required.map((itemAlias) => ({ itemAlias, completed: false })));
});

test.afterEach(async () => {
  await putItems(saved);
});

test('ada follows the setup guide to "Ready for launch!" and relaunches it', async ({ page }) => {
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);

  // The floating button expands the guide anywhere.
  await page.getByRole('button', { name: 'Platform setup' }).click();
  await expect(page.getByRole('region', { name: 'Platform setup' })).toBeVisible();
  await page.getByRole('button', { name: 'Minimize' }).click();

  await page.goto(page.url().replace(/\/home$/, '/dashboard'));
  await expect(page.getByText('0 of 3 required steps complete')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  for (const name of ['Import users done', 'Create teams done', 'Security and access done']) {
    // The box ticks once the tick is recorded in the cache (after any refetch is canceled), a
    // moment after the click: wait for it as a person would see it.
    const box = page.getByRole('checkbox', { name });
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(page.getByText('3 of 3 required steps complete')).toBeVisible();
  await expect(page.getByText('Ready for launch!')).toBeVisible();

  await page.getByRole('button', { name: 'Dismiss guide' }).click();
  await expect(page.getByText('Required for launch')).toBeHidden();
  await page.getByRole('button', { name: 'Platform setup guide' }).click();
  await expect(page.getByText('Required for launch')).toBeVisible();
});

test('eve cannot open the dashboard', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/dashboard'));
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    toast(page, 'This content is unavailable, reach out to your Kudos administrator for help'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Platform setup' })).toBeHidden();
});
