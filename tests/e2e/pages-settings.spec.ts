import { expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

test('general settings save the time zone with "Update successful"', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/general'));
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await typeInto(page.getByRole('combobox', { name: 'Time zone' }), 'paris');
  await page.getByRole('option', { name: 'Europe/Paris' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Update successful')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
});

test('notification settings save channels and the digest', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/notifications'));
  const email = page.getByRole('switch', { name: 'Email' });
  await expect(email).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  const before = await email.isChecked();
  await email.click();
  await expect(toast(page, 'Update successful')).toBeVisible();
  await page.getByRole('radio', { name: 'Off' }).check();
  await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email' })).toBeChecked({ checked: !before });
  await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();
});

test('privacy settings share a job title on the profile', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/privacy'));
  await expect(page.getByRole('textbox', { name: 'Job title' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await typeInto(page.getByRole('textbox', { name: 'Job title' }), 'Lead researcher');
  await typeInto(page.getByRole('textbox', { name: 'Birthday' }), 'April 23');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a day that exists, as MM-DD (for example 04-23).')).toBeVisible();
  await typeInto(page.getByRole('textbox', { name: 'Birthday' }), '04-23');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Update successful')).toBeVisible();

  await page.goto(page.url().replace(/\/settings\/privacy$/, '/profile/me'));
  await expect(page.getByText('Lead researcher').first()).toBeVisible();
  await expect(page.getByText('April 23')).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
});
