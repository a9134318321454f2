import { api, expect, test, urlFor } from './fixtures.ts';
import {
  activeSlide,
  advanceClock,
  createTvLink,
  decodeQr,
  rotationMs,
  sendGroupRecognition,
  slideDelayMs,
  type TvItem,
  trackApiCalls,
} from './tv-helpers.ts';

const slideMarginMs = 5_000;

const isContentCall = (url: string) => /\/api\/recognition\/tv\/[^/]+\/recognitions$/.test(url);

/**
 * A screen of recognitions only: the demo lobby also shows awards, celebrations and announcements,
 * each from its own call, and these tests follow the recognitions' call and posts.
 */
let wall = '';
test.beforeAll(async () => {
  await sendGroupRecognition('Thank you all three for the launch');
  wall = (await createTvLink(`Recognition wall ${Date.now()}`)).token;
});

test('slides advance every 40 s, recipients every 20 s, and the content is fetched again at the last slide', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const contentCalls: string[] = [];
  page.on('request', (request) => {
    if (isContentCall(request.url())) contentCalls.push(request.url());
  });
  await page.clock.install();
  trackApiCalls(page);
  const firstAnswer = page.waitForResponse((response) => isContentCall(response.url()));
  await page.goto(urlFor('acme', `/tv/watch/${wall}`));
  const items = ((await (await firstAnswer).json()) as { results: TvItem[] }).results;
  expect(items.length).toBeGreaterThan(2);
  expect(items.some((item) => item.recipients.length === 3)).toBe(true);
  const byId = new Map(items.map((item) => [item.id, item]));

  const active = activeSlide(page);
  await expect(active).toHaveCount(1);
  // No cursor on a screen nobody touches.
  expect(await page.locator('main').evaluate((el) => getComputedStyle(el).cursor)).toBe('none');

  const shown: string[] = [];
  for (let slide = 0; slide < items.length; slide++) {
    const id = (await active.getAttribute('data-item-id')) as string;
    shown.push(id);
    const item = byId.get(id) as TvItem;
    const featured = active.getByTestId('tv-featured-recipient');
    await expect(featured).toHaveText(item.recipients[0]?.name ?? '');
    // Only the current slide and two either side are in the page.
    expect(await page.getByTestId('tv-slide').count()).toBeLessThanOrEqual(5);
    // The content is fetched again exactly when the last slide shows.
    if (slide < items.length - 1) expect(contentCalls).toHaveLength(1);
    else await expect.poll(() => contentCalls.length).toBe(2);
    if (slide === items.length - 1) break;

    await advanceClock(page, rotationMs);
    await expect(featured).toHaveText(item.recipients[1 % item.recipients.length]?.name ?? '');
    // The installed clock also flows in real time between these steps (a loaded CI machine took
    // over a second for a check, and a 1 s margin failed): the slide must still show 5 s before
    // its 40 s are up, and be gone once they are.
    await advanceClock(page, slideDelayMs - rotationMs - slideMarginMs);
    await expect(active).toHaveAttribute('data-item-id', id);
    await advanceClock(page, slideMarginMs);
    await expect(active).not.toHaveAttribute('data-item-id', id);
  }
  // Shuffled, but every item shows once per round.
  expect(new Set(shown)).toEqual(new Set(items.map((item) => item.id)));
});

test('the QR codes decode to the send page and to the post on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(urlFor('acme', `/tv/watch/${wall}`));
  const active = activeSlide(page);
  await expect(active).toHaveCount(1);
  const id = await active.getAttribute('data-item-id');
  await expect(page.getByTestId('tv-qr-send').getByText('Recognize someone')).toBeVisible();
  expect(await decodeQr(page.getByTestId('tv-qr-send').locator('svg'))).toBe(
    urlFor('acme', '/recognition/send'),
  );
  await expect(page.getByTestId('tv-qr-view-post').getByText('View post')).toBeVisible();
  expect(await decodeQr(page.getByTestId('tv-qr-view-post').locator('svg'))).toBe(
    urlFor('acme', `/recognitions/${id}`),
  );
});

test('a revoked link sends its screen to login within minutes', async ({ page }) => {
  const link = await createTvLink(`Revoked ${Date.now()}`);
  await page.clock.install();
  trackApiCalls(page);
  await page.goto(urlFor('acme', `/tv/watch/${link.token}`));
  await expect(activeSlide(page)).toHaveCount(1);
  const revoked = await api(`/tv/channels/${link.id}`, { method: 'DELETE', token: link.adaToken });
  expect(revoked.status).toBe(200);
  await advanceClock(page, 5 * 60_000);
  await expect(page).toHaveURL(urlFor('acme', '/'));
  await expect(page.getByLabel('Email', { exact: false }).first()).toBeVisible();
});

test('an unknown link goes straight to login', async ({ page }) => {
  await page.goto(urlFor('acme', '/tv/watch/not-a-real-token'));
  await expect(page).toHaveURL(urlFor('acme', '/'));
  await expect(page.getByLabel('Email', { exact: false }).first()).toBeVisible();
});
