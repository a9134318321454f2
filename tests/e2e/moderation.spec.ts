import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
const post = 'Thank you for untangling the release pipeline';
// Other specs share the database: the comment is the test's own.
const comment = `Not a kind remark ${Date.now().toString(36)}`;

/** The demo recognition's id, read through the API (a set-up step: its page is what is under test). */
async function postId(token: string): Promise<string> {
  // Oldest first: the demo recognitions come before whatever other specs sent.
  const list = await api('/recognition/recognitions?sorting=createdAt&pageSize=20', { token });
  const found = (list.body as { results: { id: string; message: string }[] }).results.find((r) =>
    r.message.includes(post),
  );
  if (!found) throw new Error('the demo recognition is missing');
  return found.id;
}

/** Sam flags the comment through the API: comments have no flag action in the app yet. */
async function samFlags(recognitionId: string, text: string): Promise<void> {
  const token = await apiSignIn('sam@acme.test');
  const comments = await api(`/recognition/recognitions/${recognitionId}/comments?pageSize=100`, { token });
  const found = (comments.body as { results: { id: string; body: string }[] }).results.find((c) =>
    c.body.includes(text),
  );
  if (!found) throw new Error('the comment was not saved');
  const flagged = await api(`/recognition/recognitions/${recognitionId}/comments/${found.id}/flags`, {
    token,
    method: 'PUT',
    body: { reason: 'Unkind to a colleague' },
  });
  expect(flagged.status).toBe(200);
}

test('ada removes a comment sam flagged, and eve no longer sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = await postId(await apiSignIn('eve@acme.test'));
  // Eve comments on the recognition's page, typing as a person does.
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await eve.goto(urlFor('acme', `/recognitions/${id}`));
  const comments = eve.getByRole('region', { name: 'Comments' });
  await typeInto(comments.getByRole('textbox', { name: 'Add a comment' }), comment);
  await eve.keyboard.press('Enter');
  await expect(comments.getByRole('listitem').getByText(comment, { exact: true })).toBeVisible();

  await samFlags(id, comment);

  // Ada opens Flagged content from the admin menu: it opens on awards, which has none.
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  const group = adminMenu(page).getByRole('button', { name: 'Admin tools' });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await adminMenu(page).getByRole('link', { name: 'Flagged content' }).click();
  await expect(page).toHaveURL(/\/content\/flagged\/awards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flagged content' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No flagged awards' })).toBeVisible();

  await page.getByRole('tab', { name: /Comments/ }).click();
  await expect(page).toHaveURL(/\/content\/flagged\/comments$/);
  const item = page
    .getByRole('list', { name: 'Flagged comments' })
    .getByRole('listitem')
    .filter({ hasText: comment });
  await expect(item.getByRole('heading', { name: 'Comment by Eve Curie' })).toBeVisible();
  await expect(item.getByText('Flagged 1 time')).toBeVisible();
  await expect(item.getByText(/Sam Okafor/)).toBeVisible();
  await expect(item.getByText('“Unkind to a colleague”')).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  // Remove asks first; cancelling keeps the comment in the queue.
  await item.getByRole('button', { name: 'Remove comment by Eve Curie' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this comment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Comment removed')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(comment)).toHaveCount(0);

  // Eve reads the recognition again: the comment is gone, the recognition stays.
  await eve.reload();
  await expect(eve.getByText(post)).toBeVisible();
  await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
  await expect(eve.getByText(comment)).toHaveCount(0);
  await eveContext.close();
});
