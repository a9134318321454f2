import { request as httpRequest } from 'node:http';
import { get as httpsGet, request as httpsRequest } from 'node:https';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Types into a field as a person does: puts focus in it (a click, unless the keyboard already
 * brought focus there), empties it with the keyboard when it holds something, types key by key,
 * then checks that every character arrived and that focus is still in the field. A form that
 * re-mounts the field or moves focus while the person types fails here, as it fails them.
 * `append` types after what the field holds; `expected` is the value the field then shows when
 * it differs from what was typed (a field that drops what it refuses, a mention completed).
 */
export async function typeInto(
  field: Locator,
  text: string,
  options: { append?: boolean; expected?: string } = {},
): Promise<void> {
  const focused = await field.evaluate((element) => element === document.activeElement);
  if (!focused) await field.click();
  await expect(field).toBeFocused();
  // Keys go to whatever holds focus, as they do for a person (a locator's own press would focus
  // the field again before every call and hide a field that lost focus).
  const keyboard = field.page().keyboard;
  const before = await field.inputValue();
  if (options.append) {
    await keyboard.press('ControlOrMeta+End');
  } else if (before !== '') {
    await keyboard.press('ControlOrMeta+A');
    await keyboard.press('Delete');
    await expect(field).toHaveValue('');
  }
  // The element typed into: the same node must still hold focus at the end (not a re-mounted copy).
  const element = await field.elementHandle();
  await keyboard.type(text, { delay: 20 });
  await expect(field).toHaveValue(options.expected ?? (options.append ? before + text : text));
  await expect(field).toBeFocused();
  expect(await element?.evaluate((node) => node.isConnected && node === document.activeElement)).toBe(true);
}

/** Signs in through the login form, as a person would. */
export async function signIn(
  page: Page,
  email: string,
  host: HostName = 'acme',
  pathname = '/',
): Promise<void> {
  await page.goto(urlFor(host, pathname));
  await typeInto(page.getByRole('textbox', { name: 'Email' }), email);
  await typeInto(page.getByLabel('Password'), demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export type CapturedMail = { to: string[]; subject: string; text: string; receivedAt: string };

/**
 * The newest mail the server sent to `email`, as the provider stub's SMTP capture received it
 * (tests/e2e/provider-stub.ts); waits a little, since the server may answer before the mail lands.
 */
export async function lastMailTo(email: string, timeoutMs = 10_000): Promise<CapturedMail> {
  const url = `https://127.0.0.1:${process.env.E2E_STUB_PORT}/mail?${new URLSearchParams({ to: email })}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await new Promise<CapturedMail | undefined>((resolve, reject) => {
      httpsGet(url, { rejectUnauthorized: false }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve((JSON.parse(text) as { results: CapturedMail[] }).results[0]));
      }).on('error', reject);
    });
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Publishes a DNS TXT record, as an admin does at their DNS provider: the stub's DNS server, which
 * the product asks when a domain is verified, answers it from then on.
 */
export async function publishTxtRecord(name: string, value: string): Promise<void> {
  const url = `https://127.0.0.1:${process.env.E2E_STUB_PORT}/dns/txt?${new URLSearchParams({ name, value })}`;
  await new Promise<void>((resolve, reject) => {
    httpsRequest(url, { method: 'PUT', rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`DNS stub: ${res.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });
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
