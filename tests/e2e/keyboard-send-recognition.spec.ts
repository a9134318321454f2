import { expect, seriousAxeViolations, typeInto } from './fixtures.ts';
import { arrowTo, keyboardSignIn, tabTo, test } from './keyboard-helpers.ts';
import { dialog } from './recognition-helpers.ts';

test('keyboard only: eve recognizes Sam with a sentence, an @mention, a quality and 10 points', async ({
  page,
}) => {
  await keyboardSignIn(page, 'eve@acme.test');
  const recognize = page.getByRole('button', { name: 'Recognize someone' });
  // "Skip to content", the tenant's logo, then the button.
  await tabTo(page, recognize, { max: 3 });

  // Escape closes the untouched dialog, and focus is back on the button that opened it.
  await page.keyboard.press('Enter');
  const recipients = dialog(page).getByRole('combobox', { name: 'Recipients' });
  await expect(recipients).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/home$/);
  await expect(recognize).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recognition\/send$/);
  await expect(recipients).toBeVisible();
  // Focus moved into the dialog when it opened, to the field a person starts with.
  await expect(recipients).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The recipient: typed into the picker, chosen with the arrow key and Enter.
  await typeInto(recipients, 'Sam');
  const sam = page.getByRole('option', { name: 'Sam Okafor' });
  await expect(sam).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(recipients).toHaveAttribute('aria-activedescendant', (await sam.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByLabel('Remove Sam Okafor')).toBeVisible();
  await expect(recipients).toHaveValue('');
  await expect(recipients).toBeFocused();

  // The message: a full sentence with a mention chosen from the list with Enter.
  const message = dialog(page).getByRole('combobox', { name: 'Message' });
  await tabTo(page, message, { max: 1 });
  await typeInto(message, 'Thanks for the demo, and for pairing with @Max');
  const max = page
    .getByRole('listbox', { name: 'People to mention' })
    .getByRole('option', { name: 'Max Planck' });
  await expect(max).toHaveAttribute('aria-selected', 'true');
  await expect(message).toHaveAttribute('aria-activedescendant', (await max.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(message).toHaveValue('Thanks for the demo, and for pairing with @Max Planck ');
  await expect(message).toBeFocused();
  await typeInto(message, 'on the release.', { append: true });
  const sentence = 'Thanks for the demo, and for pairing with @Max Planck on the release.';
  await expect(message).toHaveValue(sentence);

  // A quality and 10 points, each a toggle pressed with Space. Each row is one Tab stop and the
  // arrow keys move along it, as in a toolbar.
  const qualities = dialog(page).getByRole('group', { name: 'Qualities' }).getByRole('button');
  await tabTo(page, qualities, { max: 10 });
  const quality = dialog(page).getByRole('button', { name: 'Helps others' });
  await arrowTo(page, quality, 'ArrowRight', 12);
  await page.keyboard.press('Space');
  await expect(quality).toHaveAttribute('aria-pressed', 'true');
  await expect(quality).toBeFocused();
  const points = dialog(page).getByRole('group', { name: 'Points per recipient' }).getByRole('button');
  // One Tab leaves the qualities (for the switch between them and the points), a second reaches
  // the points row: no stop on each chip.
  await tabTo(page, points, { max: 2 });
  const ten = dialog(page).getByRole('button', { name: '10 points', exact: true });
  await arrowTo(page, ten, 'ArrowRight', 6);
  await page.keyboard.press('Space');
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await expect(ten).toBeFocused();
  // Not hidden under the dialog's sticky footer (Send and Cancel).
  const footer = dialog(page).getByRole('button', { name: 'Send', exact: true });
  const tenBox = await ten.boundingBox();
  const footerBox = await footer.boundingBox();
  expect((tenBox?.y ?? 0) + (tenBox?.height ?? 0)).toBeLessThanOrEqual(footerBox?.y ?? 0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const send = dialog(page).getByRole('button', { name: 'Send', exact: true });
  await tabTo(page, send, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("You just made someone's day!")).toBeVisible();
  // The dialog is gone; focus did not fall to the page body but came back to where it started.
  await expect(recognize).toBeFocused();
  await expect(page.getByText("You just made someone's day!")).toBeHidden({ timeout: 8000 });

  const card = page
    .getByRole('listitem')
    .filter({ hasText: 'Thanks for the demo, and for pairing with' })
    .first();
  await expect(card.getByText('@Max Planck')).toBeVisible();
  await expect(card.getByText('Sam Okafor')).toBeVisible();
  await expect(card.getByText('Helps others')).toBeVisible();
  await expect(card.getByText('+10 points')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
