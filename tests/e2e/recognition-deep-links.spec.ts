import { expect, signIn, test, urlFor } from './fixtures.ts';
import { dialog } from './recognition-helpers.ts';

/**
 * Pages opened by their address (a bookmark, a link in a mail, a reload): each gets the
 * "<tenant> - <page>" title (000 §1) and the console stays free of warnings and errors (the
 * router once warned "No `HydrateFallback` element provided" on every one of them).
 */
const deepLinks: { path: string; title: string | RegExp; ready: string }[] = [
  { path: '/recognition/send', title: 'Acme - Recognize someone', ready: 'Recognize someone' },
  { path: '/home', title: 'Acme - Home', ready: 'Home' },
  { path: '/settings/privacy', title: /^Acme - \S/, ready: 'My settings' },
  { path: '/profile/me', title: 'Acme - Eve Curie', ready: 'Eve Curie' },
  { path: '/feedback', title: /^Acme - \S/, ready: 'Provide feedback' },
];

test('pages opened by their address have their title and log no warning or error', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);

  for (const link of deepLinks) {
    logged.length = 0;
    await page.goto(urlFor('acme', link.path));
    await expect(page.getByRole('heading', { name: link.ready }).first()).toBeVisible();
    await expect(page).toHaveTitle(link.title);
    await expect(page).not.toHaveTitle(/^(Kudos|Acme)$/);
    // Late effects (lazy code, queries) have had their chance to log.
    await page.waitForLoadState('networkidle');
    expect(logged, link.path).toEqual([]);
  }
});

test('the dialog title goes back to the page behind when the dialog closes', async ({ page }) => {
  await signIn(page, 'eve@acme.test', 'acme', '/?next=%2Frecognition%2Fsend');
  await expect(dialog(page).getByRole('combobox', { name: 'Recipients' })).toBeVisible();
  await expect(page).toHaveTitle('Acme - Recognize someone');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Acme - Home');
});
