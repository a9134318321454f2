import { api, apiSignIn, expect, signIn, test, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

/*
 * The e2e database is shared by every spec: this one turns Acme's default digest off and puts it
 * back to weekly before it ends, leaving the tenant's defaults as seeded.
 */
test("ada turns the tenant's default digest off and back on at /notifications; it stays saved", async ({
  page,
}) => {
  const token = await apiSignIn('ada@acme.test');
  const defaults = async () => (await api('/notifications/tenantDefaults', { token })).body;
  const seeded = { email: true, webPush: true, messaging: true, digest: 'week' };
  expect(await defaults()).toEqual(seeded);
  // Whatever happens below, the shared database gets the seeded defaults back.
  try {
    await steps();
  } finally {
    await api('/notifications/tenantDefaults', { token, method: 'PUT', body: seeded });
  }
  expect(await defaults()).toEqual(seeded);

  async function steps() {
    await signIn(page, 'ada@acme.test');
    await expect(page).toHaveURL(urlFor('acme', '/home'));
    await page.goto(urlFor('acme', '/notifications'));
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Email' })).toBeChecked();
    const weekly = page.getByRole('radio', { name: 'Weekly' });
    const disabled = page.getByRole('radio', { name: 'Disabled' });
    await expect(weekly).toBeChecked();
    expect(await pageAxeViolations(page)).toEqual([]);

    // An unsaved choice holds back a navigation until the admin decides.
    await disabled.click();
    await page.getByRole('link', { name: 'Values & qualities' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(urlFor('acme', '/notifications'));
    await expect(disabled).toBeChecked();

    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(toast(page, 'Notification settings saved')).toBeVisible();
    expect(await defaults()).toMatchObject({ digest: 'disabled' });
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Disabled' })).toBeChecked();
    expect(await pageAxeViolations(page)).toEqual([]);

    // Back to weekly, with the keyboard this time.
    await page.getByRole('radio', { name: 'Disabled' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Notification settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(await defaults()).toEqual(seeded);
  }
});
