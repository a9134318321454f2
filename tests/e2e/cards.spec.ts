import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';
import { png } from './recognition-helpers.ts';

/**
 * Issue 17's walk-through of group cards, typing as people do: sam's birthday is today in the
 * demo data. Eve finds it on the calendar and creates sam's card (the background chosen with the
 * keyboard), max signs it with a message and a GIF, and sam opens it the same day: a card made
 * today for today is his at once (docs/card.md, "The surprise").
 */
test.describe.configure({ mode: 'serial' });

const title = 'Happy birthday, Sam!';
const message = 'Many happy returns, Sam! The coffee is on me today.';
const addition = 'Cake at three.';

async function asMember(browser: Browser, email: string, pathname: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, 'acme', pathname);
  return page;
}

test("eve creates sam's birthday card from the calendar", async ({ browser }) => {
  const page = await asMember(browser, 'eve@acme.test', '/celebrate/calendar');
  const today = page.locator('td[aria-current="date"]');
  await expect(today.getByText("Sam Okafor's birthday")).toBeVisible();
  await today.getByRole('link', { name: 'Create a card for Sam Okafor' }).click();

  await expect(page.getByRole('heading', { name: 'Create a card', level: 1 })).toBeVisible();
  // The calendar said who, what and when; the title follows them.
  await expect(page.getByText('Sam Okafor', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Occasion' })).toHaveValue('birthday');
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toHaveValue(title);
  await expect(page.getByRole('radiogroup', { name: 'Background' }).getByRole('radio')).not.toHaveCount(0);
  expect(await pageAxeViolations(page)).toEqual([]);

  // Creating without a background says what is missing.
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(page.getByText('Choose a background')).toBeVisible();

  // Something that is not an image is refused with the contract's sentence.
  await page.getByLabel('Upload an image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Upload a JPG, PNG, GIF or WebP image')).toBeVisible();

  // The library is a radio group: Tab from the title enters it, the arrows choose.
  await typeInto(titleField, title);
  await page.keyboard.press('Tab');
  const radios = page.getByRole('radiogroup', { name: 'Background' }).getByRole('radio');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();

  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(toast(page, 'Card created')).toBeVisible();
  await expect(page).toHaveURL(/\/card\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The card hides the app's navigation (000 §2).
  await expect(page.getByRole('link', { name: 'Celebrations' })).toHaveCount(0);
  await expect(page.getByText('No one has signed yet.')).toBeVisible();

  // Back on the calendar the entry now leads to the card.
  await page.goto(urlFor('acme', '/celebrate/calendar'));
  await expect(
    page.locator('td[aria-current="date"]').getByRole('link', { name: "Sign Sam Okafor's card" }),
  ).toBeVisible();
  await page.context().close();
});

test('max signs it with a message and a GIF', async ({ browser }) => {
  const page = await asMember(browser, 'max@acme.test', '/celebrate/cards/available');
  await expect(page.getByRole('tab', { name: 'To sign' })).toHaveAttribute('aria-selected', 'true');
  const tiles = page.getByRole('list', { name: 'To sign' });
  await expect(tiles.getByRole('link', { name: title })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
  await tiles.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Sign this card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign this card' });
  await typeInto(dialog.getByRole('textbox', { name: 'Your message' }), message);
  await dialog.getByRole('button', { name: 'Add GIF' }).click();
  const gifs = page.getByRole('dialog', { name: 'Choose a GIF' });
  await gifs.getByRole('list').getByRole('button').first().click();
  await expect(gifs).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Remove GIF' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(toast(page, 'You signed the card')).toBeVisible();
  await expect(dialog).toBeHidden();

  const signatures = page.getByRole('list', { name: 'Signatures' });
  await expect(signatures.getByText(message)).toBeVisible();
  await expect(signatures.getByText('Max')).toBeVisible();
  // Signed once: the action is gone, and the signature is edited instead.
  await expect(page.getByRole('button', { name: 'Sign this card' })).toHaveCount(0);
  await signatures.getByRole('button', { name: 'Edit your signature' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your signature' });
  await typeInto(edit.getByRole('textbox', { name: 'Your message' }), ` ${addition}`, { append: true });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your signature was saved')).toBeVisible();
  await expect(signatures.getByText(`${message} ${addition}`)).toBeVisible();
  await page.context().close();
});

test('sam opens his card on the day', async ({ browser }) => {
  const page = await asMember(browser, 'sam@acme.test', '/celebrate/cards/received');
  await page.getByRole('list', { name: 'Received' }).getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Signed by 1 person')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Signatures' }).getByText(`${message} ${addition}`),
  ).toBeVisible();
  // The recipient cannot sign his own card.
  await expect(page.getByRole('button', { name: 'Sign this card' })).toHaveCount(0);
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.context().close();
});

test("ada adds a background to the tenant's library and removes it again", async ({ browser }) => {
  const page = await asMember(browser, 'ada@acme.test', '/celebrations/configure/privacy');
  // Celebration points live on the points pages; the privacy tab links there.
  await expect(page.getByRole('link', { name: 'Set celebration points' })).toBeVisible();
  await page.getByRole('tab', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/celebrations\/configure\/cards$/);
  const library = page.getByRole('list', { name: 'Card backgrounds' });
  await expect(library.getByRole('listitem')).not.toHaveCount(0);
  const before = await library.getByRole('listitem').count();
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add background' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add background' });
  // Adding without an image says what is missing.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Choose an image to upload')).toBeVisible();

  // The image comes from the file chooser; its name is offered as the background's name.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose an image' }).click();
  await (await chooser).setFiles({ name: 'summer-party.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('button', { name: 'Choose another image' })).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('summer party');
  await typeInto(name, 'Summer party');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Summer party was added to the library')).toBeVisible();
  await expect(dialog).toBeHidden();

  const added = library.getByRole('listitem').filter({ hasText: 'Summer party' });
  await expect(library.getByRole('listitem')).toHaveCount(before + 1);
  const thumbnail = added.locator('img');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Removing asks first.
  await added.getByRole('button', { name: 'Remove Summer party' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Summer party?' });
  await expect(
    confirm.getByText('Cards that already use it keep their image.', { exact: false }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, 'Summer party was removed from the library')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(library.getByRole('listitem')).toHaveCount(before);
  await expect(library.getByText('Summer party')).toHaveCount(0);
  await page.context().close();
});
