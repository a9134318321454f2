import { expect, signIn, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone /points/allocation fits the screen: the tabs wrap, the table keeps its words readable', async ({
  page,
}) => {
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/points/allocation'));
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Monthly allocation' })).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const banks = page.getByRole('tab', { name: 'Point banks' });
  await expect(banks).toBeVisible();
  const box = await banks.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  // The long description column (one word per line on a phone) stays on the source's own page.
  await expect(table.getByRole('columnheader', { name: 'What it gives' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: '100 points' })).toBeVisible();
});

test("on a phone the setup guide's floating button never covers the end of a page", async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('kudos.featureFlags', JSON.stringify({ onboardingChecklist: true }));
  });
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/points/allocation'));
  const lastRow = page.getByRole('table').getByRole('row').last();
  await expect(lastRow).toBeVisible();
  const guide = page.getByRole('button', { name: 'Platform setup' });
  await expect(guide).toBeVisible();
  // Scrolled to the end, as a person would to read the last row.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const row = await lastRow.boundingBox();
      const button = await guide.boundingBox();
      return (row?.y ?? 0) + (row?.height ?? 0) <= (button?.y ?? 0);
    })
    .toBe(true);
});
