import type { Locator, Page } from '@playwright/test';
import { test as base, demoPassword, expect, type HostName, typeInto, urlFor } from './fixtures.ts';

/**
 * Keyboard-only journeys: a test that fails when the mouse touched the page. Every trusted
 * pointer or mouse press the page receives is reported to the test, across navigations; keyboard
 * activation (Enter, Space) fires clicks but no presses, so it is not counted.
 */
export const test = base.extend<{ mousePresses: string[] }>({
  mousePresses: [
    async ({ page }, use) => {
      const presses: string[] = [];
      await page.exposeFunction('kudosMousePressed', (what: string) => presses.push(what));
      await page.addInitScript(() => {
        const report = (window as unknown as { kudosMousePressed: (what: string) => void }).kudosMousePressed;
        for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
          window.addEventListener(
            type,
            (event) => {
              if (!event.isTrusted) return;
              const target = event.target as Element | null;
              report(`${type} on ${target?.outerHTML.slice(0, 120) ?? 'nothing'}`);
            },
            true,
          );
        }
      });
      await use(presses);
      expect(presses, 'a keyboard-only journey used the mouse').toEqual([]);
    },
    { auto: true },
  ],
});

/** True when `target` holds focus now (no waiting: the key presses are what moves it). */
const hasFocus = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` holds focus, at most `max` times: a
 * control the keyboard cannot reach, or reaches only after more stops than expected, fails.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max: number; backwards?: boolean },
): Promise<void> {
  for (let presses = 0; presses < options.max; presses++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return;
  }
  await expect(target, `not reached with ${options.max} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** Presses `key` (an arrow key in a menu or list) until `target` holds focus, at most `max` times. */
export async function arrowTo(page: Page, target: Locator, key: string, max: number): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${max} presses of ${key}`).toBeFocused({ timeout: 1 });
}

/**
 * Signs in with the keyboard alone: from the page body, Tab to the email field, type, Tab to the
 * password, type, Enter; lands on the tenant's home.
 */
export async function keyboardSignIn(page: Page, email: string, host: HostName = 'acme'): Promise<void> {
  await page.goto(urlFor(host, '/'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const emailField = page.getByRole('textbox', { name: 'Email' });
  await tabTo(page, emailField, { max: 1 });
  await typeInto(emailField, email);
  const password = page.getByLabel('Password');
  await tabTo(page, password, { max: 1 });
  await typeInto(password, demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor(host, '/home'));
  // A person starts pressing keys once the page has appeared.
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}
