import type { Page } from '@playwright/test';
import { api, demoPassword, type HostName, seriousAxeViolations } from './fixtures.ts';

/**
 * Signs in through the API once per account and host, and puts the token where the app keeps
 * it, so tests about something other than the login form do not spend the sign-in rate limit.
 */
const tokens = new Map<string, unknown>();

export async function useSessionOf(page: Page, email: string, host: HostName = 'acme'): Promise<void> {
  const key = `${email}@${host}`;
  let token = tokens.get(key);
  if (!token) {
    const response = await api('/identity/passwords/login', {
      host,
      method: 'POST',
      body: { email, password: demoPassword },
    });
    if (response.status !== 200)
      throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
    token = response.body;
    tokens.set(key, token);
  }
  await page.addInitScript((value) => {
    window.localStorage.setItem('kudos.accessToken', value);
  }, JSON.stringify(token));
}

/**
 * Serious and critical axe violations, leaving out Fluent's focus-trap sentinels
 * (`data-tabster-dummy`: aria-hidden and focusable by design, to keep focus inside dialogs).
 */
export const shellAxeViolations = (page: Page, options: { frameOnly?: boolean } = {}) =>
  // The frame alone: a feature's page content is checked by that feature's own tests.
  seriousAxeViolations(page, options.frameOnly ? { exclude: ['#main-content'] } : {});
