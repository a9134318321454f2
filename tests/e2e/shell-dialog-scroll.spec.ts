import { expect, signIn, test } from './fixtures.ts';

test('opening a dialog on a long page leaves the menu and the page where they were', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByRole('navigation').first();
  const main = page.getByRole('main');
  await expect(page.getByRole('button', { name: 'Recognize someone' }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight))
    .toBe(true);
  // Held as elements: with the dialog open the page behind it is hidden from the accessibility tree.
  const menuElement = await menu.elementHandle();
  const mainElement = await main.elementHandle();
  const before = { menu: await menuElement?.boundingBox(), main: await mainElement?.boundingBox() };

  // The page is taller than the window, so it has a scroll bar; the send dialog opens over it.
  await page.getByRole('button', { name: 'Recognize someone' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const after = { menu: await menuElement?.boundingBox(), main: await mainElement?.boundingBox() };
  expect(after.menu?.x).toBe(before.menu?.x);
  expect(after.menu?.width).toBe(before.menu?.width);
  expect(after.main?.x).toBe(before.main?.x);
  expect(after.main?.width).toBe(before.main?.width);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
