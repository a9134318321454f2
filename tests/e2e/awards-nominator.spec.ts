import type { Page } from '@playwright/test';
import { expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

const round = 'Employee of the quarter';
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Every API answer the page got that refused the person (issue 31: "a 403 on a page is a defect"). */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403)
      seen.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

test('eve opens Admin, sees the nomination open to her and her nominations, and nominates uma', async ({
  page,
}) => {
  const refused = refusals(page);
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  const adminMenu = page.getByRole('navigation', { name: 'Admin menu' });
  await adminMenu.getByRole('link', { name: 'Awards & nominations' }).click();
  await expect(page).toHaveURL(/\/awards\/list\/awards$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Awards & nominations', level: 1 })).toBeVisible();
  const open = main.getByRole('table', { name: 'Nominations open to you' });
  const row = open.getByRole('row').filter({ hasText: round });
  await expect(row).toBeVisible();
  await expect(row.getByText('The colleague who made the biggest difference this quarter.')).toBeVisible();
  await expect(main.getByText('No award types yet.')).toHaveCount(0);
  // The admin's controls are not offered to a nominator.
  await expect(main.getByRole('button', { name: /Create/ })).toHaveCount(0);
  await expect(main.getByRole('tab')).toHaveCount(0);
  expect(await pageAxeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Nominate for ${round}` }).click();
  const dialog = page.getByRole('dialog', { name: `Nominate for ${round}` });
  await expect(dialog).toBeVisible();
  await typeInto(dialog.getByRole('combobox', { name: 'Nominee' }), 'Uma');
  await page.getByRole('option', { name: 'Uma Rao' }).click();
  await typeInto(
    dialog.getByRole('textbox', { name: 'Reason' }),
    'Uma answered every question this quarter.',
  );
  expect(await pageAxeViolations(page, ['.fui-DialogSurface'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Nominate' }).click();
  await expect(toast(page, 'Nomination sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mine = main.getByRole('table', { name: 'Your nominations' });
  const nominated = mine.getByRole('row').filter({ hasText: 'Uma Rao' });
  await expect(nominated).toBeVisible();
  await expect(nominated.getByRole('cell', { name: round })).toBeVisible();
  await expect(nominated.getByRole('cell', { name: 'Submitted, window open' })).toBeVisible();
  await expect(row.getByText(/^\d+ nominations?$/)).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  expect(refused).toEqual([]);
});
