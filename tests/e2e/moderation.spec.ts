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

/** Sam comments on the recognition through the API (a set-up step: flagging it is under test). */
async function samComments(recognitionId: string, text: string): Promise<void> {
  const token = await apiSignIn('sam@acme.test');
  const posted = await api(`/recognition/recognitions/${recognitionId}/comments`, {
    token,
    method: 'POST',
    body: { body: `<p>${text}</p>`, gifs: [] },
  });
  expect(posted.status).toBeLessThan(300);
}

test('eve flags a comment with a reason, ada reads it and removes the comment', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = await postId(await apiSignIn('eve@acme.test'));
  await samComments(id, comment);

  // Eve flags sam's comment from the recognition's page, typing why as a person does.
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await eve.goto(urlFor('acme', `/recognitions/${id}`));
  const comments = eve.getByRole('region', { name: 'Comments' });
  const samsComment = comments.getByRole('listitem').filter({ hasText: comment });
  await expect(samsComment).toBeVisible();
  await samsComment.getByRole('button', { name: 'Flag', exact: true }).click();
  const dialog = eve.getByRole('dialog', { name: 'Flag this comment' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Reason (optional)' });
  await expect(reason).toBeFocused();
  await typeInto(reason, 'Unkind to a colleague');
  await dialog.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(toast(eve, 'Thanks. A moderator will review this comment.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(samsComment.getByRole('button', { name: 'Flagged' })).toBeDisabled();

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

  // The comments queue says who flagged it and why, in eve's words.
  await page.getByRole('tab', { name: /Comments/ }).click();
  await expect(page).toHaveURL(/\/content\/flagged\/comments$/);
  const item = page
    .getByRole('list', { name: 'Flagged comments' })
    .getByRole('listitem')
    .filter({ hasText: comment });
  await expect(item.getByRole('heading', { name: 'Comment by Sam Okafor' })).toBeVisible();
  await expect(item.getByText('Flagged 1 time')).toBeVisible();
  const flags = item.getByRole('list', { name: 'Who flagged it' });
  await expect(flags.getByText(/Eve Curie/)).toBeVisible();
  await expect(flags.getByText('“Unkind to a colleague”')).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  // Remove asks first; confirming takes the comment out of the queue.
  await item.getByRole('button', { name: 'Remove comment by Sam Okafor' }).click();
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
