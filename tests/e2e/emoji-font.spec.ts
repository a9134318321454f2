import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, signIn, test, urlFor } from './fixtures.ts';
import {
  activeSlide,
  advanceClock,
  sendGroupRecognition,
  slideDelayMs,
  trackApiCalls,
} from './tv-helpers.ts';

/**
 * Debian's Chromium has no color-emoji font (`fc-list | grep -i emoji` is empty), as lobby screens
 * and many Linux desktops: the app's own Noto Color Emoji must draw the emoji, downloaded only when
 * a page shows one.
 */
const message = `Launch day 🎉👏 thank you all ${Date.now()}`;
let recognitionId = '';

test.beforeAll(async () => {
  recognitionId = await sendGroupRecognition(message);
});

/** The app's emoji font faces (one per unicode-range slice) and their loading status. */
function emojiFaces(page: Page): Promise<{ status: string; range: string }[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Noto Color Emoji')
      .map((face) => ({ status: face.status, range: face.unicodeRange })),
  );
}

/** Whether a unicode-range ("U+1F389, U+1F44A-1F450") holds a code point. */
function covers(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(',').some((range) => {
    const [first = '', last = first] = range.trim().replace(/^U\+/i, '').split('-');
    return codePoint >= Number.parseInt(first, 16) && codePoint <= Number.parseInt(last, 16);
  });
}

type Rgb = [number, number, number];
/** The party popper's and the clapping hands' yellow and orange. */
const warm = ([r, g, b]: Rgb) => r > 180 && g > 90 && b < 120 && r - b > 100;
/** Any strong color, for a white or gray background. */
const colorful = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b) > 80;

/**
 * What a person sees of the emoji: pixels of the element in the emoji's colors. An empty box, or
 * nothing, has none: the text is black or white, buttons are white and gray, the TV's background
 * purple (hence warm colors there).
 */
async function pixelsOf(element: Locator, matches: (rgb: Rgb) => boolean): Promise<number> {
  const png = PNG.sync.read(await element.screenshot());
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (matches([png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0])) count += 1;
  }
  return count;
}

async function expectEmojiDrawn(page: Page, text: Locator) {
  await expect(text).toBeVisible();
  // The slices holding 🎉 and 👏 are the ones the browser fetched (document.fonts.check() would
  // ask for every slice listing a character, while a browser stops at the first that has it).
  const loaded = async (codePoint: number) =>
    (await emojiFaces(page)).some((face) => face.status === 'loaded' && covers(face.range, codePoint));
  await expect.poll(() => loaded(0x1f389)).toBe(true);
  await expect.poll(() => loaded(0x1f44f)).toBe(true);
  // The message's font stack: the text fonts first, the emoji fonts last.
  const stack = await text.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(stack.startsWith('"Segoe UI"')).toBe(true);
  expect(stack.endsWith('"Noto Color Emoji"')).toBe(true);
  await expect.poll(() => pixelsOf(text, warm)).toBeGreaterThan(40);
}

test('the sign-in page downloads no emoji font', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto(urlFor('acme', '/'));
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // The faces are declared, none is fetched while no emoji is on the page.
  const faces = await emojiFaces(page);
  expect(faces.length).toBeGreaterThan(5);
  expect(faces.every((face) => face.status === 'unloaded')).toBe(true);
  expect(fontRequests).toEqual([]);
});

test('emoji in a recognition are drawn in color on /home', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const card = page.getByRole('listitem').filter({ hasText: message });
  await expectEmojiDrawn(page, card.getByText(message));
  // The reactions too, the first of them included (the text that set off a slice's download).
  const reactions = card.getByRole('group', { name: 'Reactions' }).getByRole('button');
  await expect(reactions).toHaveCount(5);
  for (const reaction of await reactions.all()) {
    await expect.poll(() => pixelsOf(reaction, colorful)).toBeGreaterThan(20);
  }
  // Only the slices of the emoji on the page (the message's and the reactions'), not all eleven.
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.length).toBeLessThanOrEqual(3);
});

test('emoji in a recognition are drawn in color on the TV display', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.clock.install();
  trackApiCalls(page);
  await page.goto(urlFor('acme', '/tv/watch/acme-lobby-demo'));
  const active = activeSlide(page);
  await expect(active).toHaveCount(1);
  // The slides are shuffled: move on until the new recognition is on the screen.
  for (let slide = 0; slide < 60; slide++) {
    if ((await active.getAttribute('data-item-id')) === recognitionId) break;
    await advanceClock(page, slideDelayMs);
    await expect(active).toHaveCount(1);
  }
  await expect(active).toHaveAttribute('data-item-id', recognitionId);
  await expectEmojiDrawn(page, active.getByText(message));
});
