import { expect, test, urlFor } from './fixtures.ts';
import { shellAxeViolations, useSessionOf } from './shell-helpers.ts';

test.describe('no serious or critical accessibility violation on the shell pages', () => {
  for (const [name, path] of [
    ['login', '/'],
    ['password recovery', '/password-recovery'],
    ['new password', '/new-password?token=abc'],
    ['handoff error', '/tenant/login?state=nope'],
    ['page not found', '/no/such/page'],
    ['feature flags', '/feature-flags'],
  ] as const) {
    test(name, async ({ page }) => {
      await page.goto(urlFor('acme', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await shellAxeViolations(page)).toEqual([]);
    });
  }

  test('tenant list', async ({ page }) => {
    await useSessionOf(page, 'uma@kudos.test', 'central');
    await page.goto(urlFor('central', '/tenants'));
    await expect(page.getByRole('list', { name: 'My tenants' })).toBeVisible();
    expect(await shellAxeViolations(page)).toEqual([]);
  });

  test('home, the admin menu and the upgrade dialog', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('kudos.featureFlags', JSON.stringify({ onboardingChecklist: true })),
    );
    await useSessionOf(page, 'ada@acme.test');
    await page.goto(urlFor('acme', '/home'));
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await shellAxeViolations(page, { frameOnly: true })).toEqual([]);
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
    expect(await shellAxeViolations(page, { frameOnly: true })).toEqual([]);
  });

  test('the upgrade dialog and the mobile layout', async ({ page }) => {
    await useSessionOf(page, 'gus@globex.test', 'globex');
    await page.goto(urlFor('globex', '/home'));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Culture' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await shellAxeViolations(page, { frameOnly: true })).toEqual([]);
    await page.keyboard.press('Escape');
    // Checked only once the dialog has faded out: text mid-animation has no stable contrast.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('region', { name: 'Install the app' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await shellAxeViolations(page, { frameOnly: true })).toEqual([]);
  });
});
