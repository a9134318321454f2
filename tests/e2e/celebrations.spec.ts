import { api, apiSignIn, expect, signIn, test, urlFor } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

/**
 * Issue 17's demo data: sam's birthday is the day the data was made (the e2e server seeds at its
 * start), so eve finds it on the timeline and on the celebrations calendar, month and list.
 */
test("eve sees sam's birthday on /home and on the calendar", async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Happy birthday, Sam!' })).toBeVisible();

  await page.getByRole('link', { name: 'Open the celebrations calendar' }).first().click();
  await expect(page).toHaveURL(urlFor('acme', '/celebrate/calendar'));
  await expect(page.getByRole('heading', { name: 'Celebrations', level: 1 })).toBeVisible();
  const today = page.locator('td[aria-current="date"]');
  await expect(today.getByText("Sam Okafor's birthday")).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  // The list of upcoming celebrations, reached with the keyboard: the tabs move with the arrows.
  const month = page.getByRole('tab', { name: 'Month' });
  await month.focus();
  await page.keyboard.press('ArrowRight');
  const upcoming = page.getByRole('tab', { name: 'Upcoming' });
  await expect(upcoming).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: 'Upcoming celebrations' });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText("Sam Okafor's birthday");
  await expect(first).toContainText('Today');
  // Eve's own work anniversary is within the week.
  await expect(list.getByText(/Eve Curie: \d+ years with us/)).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
});

test("a TV link that shows celebrations has sam's birthday slide", async ({ browser }) => {
  const token = await apiSignIn('ada@acme.test');
  // A link of its own: the demo lobby's content is other tests' business.
  const created = await api('/tv/channels', {
    token,
    method: 'POST',
    body: { name: 'Celebrations wall', itemTypes: ['celebration'] },
  });
  expect(created.status).toBe(201);
  const channel = created.body as { id: string; token: string };
  try {
    const screen = await (await browser.newContext()).newPage();
    await screen.goto(urlFor('acme', `/tv/watch/${channel.token}`));
    await expect(screen.getByRole('heading', { name: 'Happy birthday, Sam!' })).toBeVisible();
    await screen.context().close();
  } finally {
    await api(`/tv/channels/${channel.id}`, { token, method: 'DELETE' });
  }
});
