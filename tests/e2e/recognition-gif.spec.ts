import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, signIn, test, typeInto } from './fixtures.ts';
import { refinedSuffix } from './provider-stub.ts';
import { dialog, openDialog, pickRecipient, writeMessage } from './recognition-helpers.ts';

/**
 * GIF search and AI refinement against tests/e2e/provider-stub.ts, which the run starts in place
 * of the GIPHY-compatible and OpenAI-compatible providers (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' });

const gifDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose a GIF' });
const gifButtons = (page: Page) => gifDialog(page).getByRole('list').getByRole('button');

/** The image really arrived from the provider (not only an <img> with a broken source). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('the GIF dialog: trending first, search after the debounce, load more, 5 columns, axe', async ({
  page,
}) => {
  const providerCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/gif/gifs') providerCalls.push(url);
  });
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  await dialog(page).getByRole('button', { name: 'Add GIF' }).click();

  const gifs = gifDialog(page);
  await expect(gifs).toBeVisible();
  await expect(gifs.getByRole('searchbox', { name: 'Search GIFs' })).toBeFocused();
  await expect(gifs.getByText('Trending', { exact: true })).toBeVisible();
  await expect(gifButtons(page)).toHaveCount(10);
  await expect(gifButtons(page).first()).toHaveAccessibleName('Trending 1');
  await expectLoaded(gifs.getByRole('img', { name: 'Trending 1', exact: true }));
  await expect(gifs.getByText('Powered by GIPHY')).toBeVisible();
  const columns = await gifs
    .getByRole('list')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(5);
  expect(await seriousAxeViolations(page, { include: ['.fui-DialogSurface'] })).toEqual([]);

  await gifs.getByRole('button', { name: 'Load more' }).click();
  await expect(gifButtons(page)).toHaveCount(20);
  await expect(gifs.getByRole('button', { name: 'Trending 20', exact: true })).toBeVisible();
  expect(providerCalls.map((url) => url.searchParams.get('offset'))).toEqual(['0', '10']);

  // Typing fast asks once, 300 ms after the last key, not once per key.
  await typeInto(gifs.getByRole('searchbox', { name: 'Search GIFs' }), 'high five');
  await expect(gifs.getByText('Results for “high five”')).toBeVisible();
  await expect(gifs.getByRole('button', { name: 'high five 1', exact: true })).toBeVisible();
  await expect(gifButtons(page)).toHaveCount(10);
  const searches = providerCalls.filter((url) => url.searchParams.has('q'));
  expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['high five']);
  expect(searches[0]?.searchParams.get('limit')).toBe('10');
  expect(searches[0]?.searchParams.get('lang')).toBe('en');

  // Clearing the search returns to trending.
  await typeInto(gifs.getByRole('searchbox', { name: 'Search GIFs' }), '');
  await expect(gifs.getByRole('button', { name: 'Trending 1', exact: true })).toBeVisible();
  await gifs.getByRole('button', { name: 'Close' }).click();
  await expect(gifs).toBeHidden();
  await expect(dialog(page).getByRole('button', { name: 'Add GIF' })).toBeFocused();
});

test('on mobile the grid has 3 columns and scrolling loads more', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/recognition/send'));
  await dialog(page).getByRole('button', { name: 'Add GIF' }).click();
  await expect(gifButtons(page)).toHaveCount(10);
  const columns = await gifDialog(page)
    .getByRole('list')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
  // Scrolling to the end of the grid loads the next page, as "Load more" would.
  await gifDialog(page)
    .getByRole('list')
    .evaluate((list) => {
      const scroller = list.parentElement as HTMLElement;
      scroller.scrollTop = scroller.scrollHeight;
    });
  await expect(gifButtons(page)).toHaveCount(20);
});

test('eve chooses a GIF with the keyboard, removes it, chooses another and sends; it shows on /home and the recognition page', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await writeMessage(page, 'GIF-worthy demo day, Sam');
  await dialog(page).getByRole('button', { name: 'Helps others' }).click();

  await dialog(page).getByRole('button', { name: 'Add GIF' }).click();
  await expect(gifButtons(page)).toHaveCount(10);
  await typeInto(gifDialog(page).getByRole('searchbox', { name: 'Search GIFs' }), 'applause');
  await expect(gifDialog(page).getByRole('button', { name: 'applause 3', exact: true })).toBeVisible();
  // Keyboard only: Tab from the search box into the grid, then along it.
  await page.keyboard.press('Tab');
  await expect(gifDialog(page).getByRole('button', { name: 'applause 1', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(gifDialog(page).getByRole('button', { name: 'applause 3', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(gifDialog(page)).toBeHidden();

  await expectLoaded(dialog(page).getByRole('img', { name: 'applause 3', exact: true }));
  await dialog(page).getByRole('button', { name: 'Remove GIF' }).click();
  await expect(dialog(page).getByRole('img', { name: 'applause 3', exact: true })).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Add GIF' }).click();
  await gifDialog(page).getByRole('button', { name: 'Trending 2', exact: true }).click();
  await expectLoaded(dialog(page).getByRole('img', { name: 'Trending 2', exact: true }));

  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const card = page.getByRole('listitem').filter({ hasText: 'GIF-worthy demo day, Sam' }).first();
  await expectLoaded(card.getByRole('img', { name: 'Trending 2', exact: true }));

  await card.getByRole('button', { name: 'More actions for this recognition' }).click();
  await page.getByRole('menuitem', { name: 'Open recognition' }).click();
  await expect(page).toHaveURL(/\/recognitions\/[^/]+$/);
  await expectLoaded(page.getByRole('img', { name: 'Trending 2', exact: true }));
});

test('a comment with a GIF and no text', async ({ page }) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const item = page.getByRole('listitem').filter({ hasText: 'GIF-worthy demo day, Sam' }).first();
  const comments = item.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Add GIF' }).click();
  await typeInto(gifDialog(page).getByRole('searchbox', { name: 'Search GIFs' }), 'thank you');
  await gifDialog(page).getByRole('button', { name: 'thank you 1', exact: true }).click();
  await expectLoaded(comments.getByRole('img', { name: 'thank you 1', exact: true }));
  await expect(comments.getByRole('button', { name: 'Remove GIF' })).toBeVisible();
  await comments.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(comments.getByRole('button', { name: 'Remove GIF' })).toHaveCount(0);
  await expectLoaded(comments.getByRole('listitem').getByRole('img', { name: 'thank you 1', exact: true }));
  await page.reload();
  await expectLoaded(
    page
      .getByRole('listitem')
      .filter({ hasText: 'GIF-worthy demo day, Sam' })
      .first()
      .getByRole('region', { name: 'Comments' })
      .getByRole('img', { name: 'thank you 1', exact: true }),
  );
});

test('"Refine with AI" rewrites the message, Undo brings the original back, the refined one is sent', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  const message = dialog(page).getByRole('combobox', { name: 'Message' });
  const refine = dialog(page).getByRole('button', { name: 'Refine with AI' });
  await expect(refine).toBeDisabled();
  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await writeMessage(page, 'thx for fixing the build');
  await refine.click();
  await expect(message).toHaveValue(`thx for fixing the build ${refinedSuffix}`);
  await dialog(page).getByRole('button', { name: 'Undo' }).click();
  await expect(message).toHaveValue('thx for fixing the build');
  await expect(dialog(page).getByRole('button', { name: 'Undo' })).toHaveCount(0);

  await refine.click();
  await expect(message).toHaveValue(`thx for fixing the build ${refinedSuffix}`);
  await dialog(page).getByRole('button', { name: 'Helps others' }).click();
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`thx for fixing the build ${refinedSuffix}`).first()).toBeVisible();
});
