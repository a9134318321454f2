import { request as httpRequest } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Set by playwright.config.ts before the workers start. */
const port = Number(process.env.E2E_PORT);
export const demoPassword = 'Kudos!demo1';

/** Where each demo host lives; browsers resolve *.localhost to this machine. */
export const hosts = { central: 'localhost', acme: 'acme.localhost', globex: 'globex.localhost' } as const;
export type HostName = keyof typeof hosts;

export const urlFor = (host: HostName, pathname = '/') => `http://${hosts[host]}:${port}${pathname}`;

/**
 * Calls the API from the test process. Node does not resolve `acme.localhost`, and the server
 * picks the tenant by the Host header, so the call goes to 127.0.0.1 with the tenant's Host.
 */
export function api(
  pathname: string,
  options: {
    host?: HostName;
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/api${pathname}`,
        method: options.method ?? 'GET',
        headers: {
          host: `${hosts[options.host ?? 'acme']}:${port}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs in through the API and returns the token (for set-up steps, not for what is under test). */
export async function apiSignIn(email: string, host: HostName = 'acme'): Promise<string> {
  const response = await api('/identity/passwords/login', {
    host,
    method: 'POST',
    body: { email, password: demoPassword },
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
  return (response.body as { token: string }).token;
}

/** Signs in through the login form, as a person would. */
export async function signIn(
  page: Page,
  email: string,
  host: HostName = 'acme',
  pathname = '/',
): Promise<void> {
  await page.goto(urlFor(host, pathname));
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(demoPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Turns maintenance on or off for every caller, through the operator's API. */
export async function setMaintenance(enabled: boolean): Promise<void> {
  const response = await api('/platform/maintenance', {
    host: 'central',
    method: 'PUT',
    token: process.env.E2E_OPERATOR_TOKEN,
    body: { enabled },
  });
  if (response.status >= 300) throw new Error(`maintenance switch failed: ${JSON.stringify(response.body)}`);
}

/**
 * Serious and critical axe findings, as readable lines. `include` narrows the check to parts of
 * the page (a feature's own content), `exclude` leaves parts out (the page inside the shell).
 * Fluent's focus-trap sentinels (`data-tabster-dummy`: aria-hidden and focusable by design so Tab
 * can wrap) are always left out, and the check waits for running transitions to end, since text
 * mid-fade or mid-slide has no stable contrast.
 */
export async function seriousAxeViolations(
  page: Page,
  options: { include?: string[]; exclude?: string[] } = {},
): Promise<string[]> {
  // Spinners loop for ever: only animations that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  let builder = new AxeBuilder({ page }).exclude('[data-tabster-dummy]');
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

export const test = base;
