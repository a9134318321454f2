import { expect, type Locator, type Page, type Request } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, apiSignIn } from './fixtures.ts';

export type TvItem = { id: string; recipients: { name: string }[] };
export const slideDelayMs = 40_000;
export const rotationMs = 20_000;

/** What a phone camera reads from a QR code on the screen: the element's pixels, decoded. */
export async function decodeQr(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's API calls in flight, for `advanceClock`; call before the page loads. */
export function trackApiCalls(page: Page): void {
  const calls = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.add(request);
  });
  page.on('requestfinished', (request) => calls.delete(request));
  page.on('requestfailed', (request) => calls.delete(request));
  inFlight.set(page, calls);
}

/**
 * Moves the installed clock on by `ms`, 10 s at a time, each step once no API call is in flight.
 * axios times a call out with a page timer (30 s, api-client.ts), which the installed clock runs
 * too: one 40 s jump while a call was on its way timed it out, and the screen, seeing a failed
 * call, went to login (a fresh-clone CI run, emoji-font.spec.ts). Real time never jumps.
 */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  const calls = inFlight.get(page);
  if (!calls) throw new Error('advanceClock: call trackApiCalls(page) first');
  for (let left = ms; left > 0; left -= 10_000) {
    await expect.poll(() => calls.size).toBe(0);
    await page.clock.runFor(Math.min(left, 10_000));
  }
}

export const activeSlide = (page: Page) => page.locator('[data-testid="tv-slide"][data-active="true"]');

/** A new TV link of Acme, made by ada through the API. */
export async function createTvLink(name: string): Promise<{ id: string; token: string; adaToken: string }> {
  const adaToken = await apiSignIn('ada@acme.test');
  const created = await api('/tv/channels', { method: 'POST', token: adaToken, body: { name } });
  if (created.status !== 201) throw new Error(`TV link not created: ${JSON.stringify(created.body)}`);
  const body = created.body as { id: string; token: string };
  return { ...body, adaToken };
}

/** A public recognition from ada to max, eve and sam, so a slide has recipients to rotate. */
export async function sendGroupRecognition(message: string): Promise<string> {
  const ada = await apiSignIn('ada@acme.test');
  const values = (await api('/recognition/values', { token: ada })).body as {
    results: { qualities: { id: string }[] }[];
  };
  const members = (await api('/identity/tenantMembers?pageSize=50', { token: ada })).body as {
    results: { id: string; email?: string; firstName: string }[];
  };
  const ids = members.results.filter((m) => ['Max', 'Eve', 'Sam'].includes(m.firstName)).map((m) => m.id);
  const sent = await api('/recognition/recognitions', {
    method: 'POST',
    token: ada,
    body: {
      message: `<p>${message}</p>`,
      qualityIds: [values.results[0]?.qualities[0]?.id],
      sendTo: ids.map((id) => ({ id, type: 'tenantMember' })),
    },
  });
  if (sent.status !== 201) throw new Error(`recognition not sent: ${JSON.stringify(sent.body)}`);
  return (sent.body as { id: string }).id;
}
