import { expect, signIn, test } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

test('eve reads one notification, then marks all read', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);

  // The seed leaves eve two unread messages; tests that ran before may have sent her more.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  expect(unread).toBeGreaterThanOrEqual(2);
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText('Max Planck recognized you', { exact: true })).toBeVisible();
  await expect(popover.getByText('Welcome aboard! We are glad you are here.')).toBeVisible();
  const box = await popover.boundingBox();
  expect(box?.width).toBe(684);
  // The surface is capped at 464 CSS px; layout reports sub-pixel sizes (464.0000076 was seen).
  expect(Math.round(box?.height ?? 0)).toBeLessThanOrEqual(464);
  expect(await pageAxeViolations(page, ['.fui-PopoverSurface'])).toEqual([]);

  await popover.getByRole('button', { name: /Max Planck recognized you/ }).click();
  // The message leads to the recognition it is about.
  await expect(page).toHaveURL(/\/recognitions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Thank you for untangling the release pipeline this week')).toBeVisible();
  const fewer = page.getByRole('button', { name: `Notifications, ${unread - 1} unread` });
  await expect(fewer).toBeVisible();

  await fewer.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: 'Mark all as read' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('img', { name: 'Unread' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
