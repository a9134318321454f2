import { tvItemTypes } from '../../shared/src/contract/tv.ts';
import { api, apiSignIn, expect, test, urlFor } from './fixtures.ts';
import {
  activeSlide,
  advanceClock,
  createTvLink,
  sendGroupRecognition,
  slideDelayMs,
  trackApiCalls,
} from './tv-helpers.ts';

/** Each TV call of a screen, by its path's last part (recognitions, awards, calendar, announcements). */
const isTvContentCall = (url: string | URL) => /\/api\/\w+\/tv\/[^/]+\/\w+$/.test(String(url));

test('an announcement on the screen keeps its heading and bullets apart', async ({ page }) => {
  const ada = await apiSignIn('ada@acme.test');
  const title = `Launch week ${Date.now()}`;
  const created = await api('/announcement/announcements', {
    method: 'POST',
    token: ada,
    body: {
      title,
      body: '<h2>What happens</h2><p>Three days of demos.</p><ul><li><p>Kick-off on Monday</p></li><li><p>Demo day on Wednesday</p></li></ul>',
      status: 'active',
    },
  });
  expect(created.status).toBe(201);
  const link = await createTvLink(`Announcements ${Date.now()}`);
  const narrowed = await api(`/tv/channels/${link.id}`, {
    method: 'PATCH',
    token: ada,
    body: { itemTypes: ['announcement'] },
  });
  expect(narrowed.status).toBe(200);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.clock.install();
  trackApiCalls(page);
  await page.goto(urlFor('acme', `/tv/watch/${link.token}`));
  const active = activeSlide(page);
  await expect(active).toHaveCount(1);
  // Newest first on the screen's call, but shuffled on the screen: step to our slide.
  for (let step = 0; step < 20; step++) {
    if ((await active.getByRole('heading', { level: 2 }).textContent()) === title) break;
    await advanceClock(page, slideDelayMs);
  }
  await expect(active.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const message = active.getByTestId('tv-message');
  await expect(message.getByRole('heading', { level: 3, name: 'What happens' })).toBeVisible();
  await expect(message.getByRole('paragraph')).toHaveText('Three days of demos.');
  await expect(message.getByRole('listitem')).toHaveText(['Kick-off on Monday', 'Demo day on Wednesday']);
});

test('"Loading..." reads light on the navy screen while the first content is on its way', async ({
  page,
}) => {
  const name = `Loading ${Date.now()}`;
  const link = await createTvLink(name);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isTvContentCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(urlFor('acme', `/tv/watch/${link.token}`));
  // The screen's own spinner (the app's white page loader shows before the screen's code is in).
  const loading = page.getByRole('main', { name }).getByText('Loading...');
  await expect(loading).toBeVisible();
  expect(await loading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
  release();
  await expect(activeSlide(page)).toHaveCount(1);
});

test('every kind of content has its turn within the first slides, however many recognitions there are', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Many recognitions, so a shuffle alone would leave the other kinds many slides away.
  for (let i = 0; i < 6; i++) await sendGroupRecognition(`Thanks for the release, part ${i + 1}`);
  const link = await createTvLink(`Every kind ${Date.now()}`);
  const everyKind = await api(`/tv/channels/${link.id}`, {
    method: 'PATCH',
    token: link.adaToken,
    body: { itemTypes: [...tvItemTypes] },
  });
  expect(everyKind.status).toBe(200);
  const kindsWithContent = new Set<string>();
  page.on('response', async (response) => {
    if (!isTvContentCall(response.url()) || !response.ok()) return;
    const { results } = (await response.json()) as { results: { itemType: string }[] };
    for (const item of results) kindsWithContent.add(item.itemType);
  });
  await page.clock.install();
  trackApiCalls(page);
  await page.goto(urlFor('acme', `/tv/watch/${link.token}`));
  const active = activeSlide(page);
  await expect(active).toHaveCount(1);
  await expect.poll(() => kindsWithContent.size).toBeGreaterThan(1);
  const shown = new Set<string>();
  for (let slide = 0; slide < kindsWithContent.size; slide++) {
    shown.add((await active.getAttribute('data-item-type')) as string);
    const id = await active.getAttribute('data-item-id');
    await advanceClock(page, slideDelayMs);
    await expect(active).not.toHaveAttribute('data-item-id', id as string);
  }
  expect(shown).toEqual(kindsWithContent);
});
