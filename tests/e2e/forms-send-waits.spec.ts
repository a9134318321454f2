import { expect, signIn, test, typeInto } from './fixtures.ts';
import { dialog, pickRecipient } from './recognition-helpers.ts';

test('a disabled Send always says what it waits for', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Recognize someone' }).first().click();
  const d = dialog(page);
  const recipients = d.getByRole('combobox', { name: 'Recipients' });
  await expect(recipients).toBeFocused();
  const send = d.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  // Nothing chosen yet: the reason stands beside Send, and Send is described by it.
  await expect(d.getByText('Select a recipient')).toHaveCount(1);
  await expect(send).toHaveAccessibleDescription('Select a recipient');

  // A message typed with no recipient chosen (the case): Send still says why it waits.
  await page.keyboard.press('Tab');
  const message = d.getByRole('combobox', { name: 'Message' });
  await expect(message).toBeFocused();
  await typeInto(message, 'Thanks for the review');
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Select a recipient');
  await expect(d.getByText('Select a recipient')).toBeVisible();

  await pickRecipient(page, 'Sam', 'Sam Okafor');
  await expect(d.getByText('Select a recipient')).toHaveCount(0);
  // The remaining requirement (a quality) is named beside Send until it is met.
  const waiting = await send.getAttribute('aria-describedby');
  if (waiting) {
    await expect(d.locator(`[id="${waiting}"]`)).toHaveText('Qualities are required');
    await d.getByRole('button', { name: 'Helps others' }).click();
  }
  await expect(send).toBeEnabled();
  await expect(send).not.toHaveAttribute('aria-describedby');
});
