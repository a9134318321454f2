import { expect, signIn, test, typeInto, urlFor } from './fixtures.ts';

test('a comment shows exactly what was typed, ampersands and angle brackets included', async ({ page }) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(urlFor('acme', '/home'));
  // Timeline cards are list items; the first match is the card, not one of its comments.
  const card = page
    .getByRole('listitem')
    .filter({ hasText: 'The new onboarding screens are lovely' })
    .first();
  const comments = card.getByRole('region', { name: 'Comments' });
  // The demo comment reads as text, not as markup.
  await expect(comments.getByText('Happy to pair again any time!', { exact: true })).toBeVisible();
  await expect(comments.getByText('<p>')).toHaveCount(0);

  const typed = 'Tom & Jerry <3 "a<b"';
  await typeInto(comments.getByRole('textbox', { name: 'Add a comment' }), typed);
  await page.keyboard.press('Enter');
  await expect(comments.getByRole('listitem').getByText(typed, { exact: true })).toBeVisible();
  await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  // And the same after a reload, from the server.
  await page.reload();
  await expect(comments.getByRole('listitem').getByText(typed, { exact: true })).toBeVisible();
});
