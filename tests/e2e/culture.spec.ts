import { expect, seriousAxeViolations, signIn, test } from './fixtures.ts';

test('sam opens Culture and sees the value of a recognition he received', async ({ page }) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Culture' }).click();
  await expect(page).toHaveURL(/\/culture$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Culture' })).toBeVisible();
  await expect(page.getByText('What we stand for at Acme', { exact: false })).toBeVisible();

  // Eve recognised his "Creative thinking", a quality of the value Craft (demo data).
  const craft = page.getByRole('group', { name: 'Craft' });
  await expect(craft.getByRole('heading', { level: 3, name: 'Craft' })).toBeVisible();
  await expect(craft.getByRole('list', { name: 'Qualities of Craft' })).toContainText('Creative thinking');
  const latest = craft.getByRole('list', { name: 'Latest recognitions for Craft' });
  await expect(latest.getByText('Eve Curie to Sam Okafor', { exact: false })).toBeVisible();
  await expect(latest.getByText('The new onboarding screens are lovely.', { exact: false })).toBeVisible();
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);
});
