import { api, apiSignIn, expect, seriousAxeViolations, typeInto } from './fixtures.ts';
import { keyboardSignIn, tabTo, test } from './keyboard-helpers.ts';
import { memberId } from './recognition-helpers.ts';

test('keyboard only: eve comments on the recognition she sent', async ({ page }) => {
  // Set-up through the API: eve's latest recognition, the first one on her home.
  const text = `Thanks for the keyboard shortcuts guide ${Date.now()}`;
  const token = await apiSignIn('eve@acme.test');
  const values = (await api('/recognition/values', { token })).body as {
    results: { qualities: { id: string }[] }[];
  };
  const sent = await api('/recognition/recognitions', {
    token,
    method: 'POST',
    body: {
      message: `<p>${text}</p>`,
      sendTo: [{ id: await memberId('eve@acme.test', 'Sam'), type: 'tenantMember' }],
      qualityIds: [values.results[0]?.qualities[0]?.id],
    },
  });
  expect(sent.status).toBe(201);

  await keyboardSignIn(page, 'eve@acme.test');
  const card = page.getByRole('listitem').filter({ hasText: text });
  await expect(card).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Past the menu with "Skip to content", then along the page to the first card's comment box.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { max: 1 });
  await page.keyboard.press('Enter');
  const comment = card.getByRole('textbox', { name: 'Add a comment' });
  await tabTo(page, comment, { max: 20 });

  // Enter on an empty box says what is missing and leaves focus in the box.
  await page.keyboard.press('Enter');
  await expect(card.getByText('Write a comment first')).toBeVisible();
  await expect(comment).toBeFocused();

  await typeInto(comment, 'Happy to help, Sam. Ping me any time!');
  await expect(card.getByText('Write a comment first')).toBeHidden();
  await page.keyboard.press('Enter');
  const posted = card.getByRole('region', { name: 'Comments' }).getByRole('listitem');
  await expect(posted.filter({ hasText: 'Happy to help, Sam. Ping me any time!' })).toBeVisible();
  await expect(posted.filter({ hasText: 'Eve Curie' })).toHaveCount(1);
  // The box is empty again and keeps focus, ready for the next comment.
  await expect(comment).toHaveValue('');
  await expect(comment).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
