import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, seriousAxeViolations, signIn, test, typeInto } from './fixtures.ts';
import { toast } from './pages-helpers.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The "Points to spend" figure on the member's own profile, as they read it. */
async function pointsToSpend(page: Page): Promise<number> {
  await page.getByRole('navigation').getByRole('link', { name: 'Me', exact: true }).click();
  const figure = page.locator('dt', { hasText: 'Points to spend' }).locator('xpath=following-sibling::dd');
  await expect(figure).toHaveText(/\d/);
  return Number(((await figure.textContent()) ?? '').replace(/\D/g, ''));
}

test('eve opens the Resource hub on Recommended, favourites a resource, completes it and sees her points rise', async ({
  page,
}) => {
  // A resource of its own for this run, recommended to everyone and paying 5 points, so a second
  // run finds one she has not completed yet.
  const title = `Team rituals ${Date.now()}`;
  const adaToken = await apiSignIn('ada@acme.test');
  const created = await api('/resource/resources', {
    method: 'POST',
    token: adaToken,
    body: {
      title,
      summary: 'Small habits that make a team.',
      body: '<p>Start every week with one thank-you.</p>',
      categories: ['Recognition tips'],
      completionPoints: 5,
      recommended: true,
      audience: { everyone: true, teamIds: [], roles: [] },
    },
  });
  expect(created.status).toBe(201);

  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const before = await pointsToSpend(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Resource hub' }).click();
  await expect(page).toHaveURL(/\/resource-hub\/recommended$/);
  await expect(page.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
  const recommended = page.getByRole('list', { name: 'Recommended' });
  await expect(recommended.getByRole('link', { name: 'Your first week with Kudos' })).toBeVisible();
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);

  // Search narrows the tab as she types.
  await typeInto(page.getByRole('searchbox', { name: 'Search' }), 'rituals');
  await expect(recommended.getByRole('listitem')).toHaveCount(1);
  await recommended.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page, 'Added to your favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In your favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'React with party popper' }).click();
  await expect(page.getByRole('button', { name: /React with party popper, 1 reaction/ })).toBeVisible();

  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page).toHaveURL(/\/resource-hub\/resources\/[0-9a-f-]{36}\/complete$/);
  await expect(page.getByText('Mark it as complete to earn 5 points.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('Well done! You earned 5 points.')).toBeVisible();
  await expect(page.getByText(`Points to spend: ${before + 5}`)).toBeVisible();
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);

  // Her favourites hold it, marked completed; her profile shows the new balance.
  await page.getByRole('link', { name: 'Back to the resource hub' }).click();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/resource-hub\/favourites$/);
  const favourites = page.getByRole('list', { name: 'Favorites' });
  await expect(favourites.getByRole('link', { name: title })).toBeVisible();
  await expect(favourites.getByText('Completed')).toBeVisible();
  expect(await pointsToSpend(page)).toBe(before + 5);
});

test('ada adds a resource with a file, refused first for a javascript: link, and members can open it', async ({
  page,
}) => {
  const title = `Onboarding checklist ${Date.now()}`;
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Resource hub' }).click();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/resource-hub\/all$/);
  await page.getByRole('button', { name: 'Add resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a resource' });
  await expect(dialog).toBeVisible();

  await typeInto(dialog.getByRole('textbox', { name: 'Title' }), title);
  await typeInto(dialog.getByRole('textbox', { name: 'Summary' }), 'Everything for your first days.');
  await typeInto(dialog.getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
  await typeInto(dialog.getByRole('textbox', { name: 'Categories' }), 'Getting started, HR');
  await typeInto(dialog.getByRole('textbox', { name: 'Points on completion' }), '2');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog.getByText('Enter a link that starts with https:// or http://')).toBeVisible();

  // The link goes; a PDF takes its place, through the upload pipeline.
  await typeInto(dialog.getByRole('textbox', { name: 'Link' }), 'https://acme.example/onboarding');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).first().click();
  await (await chooser).setFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText('checklist.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(toast(page, 'Resource added')).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download checklist.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open link' })).toHaveAttribute(
    'href',
    'https://acme.example/onboarding',
  );
  await expect(page.getByText('0 members completed this resource')).toBeVisible();
  const href = await page.getByRole('link', { name: 'Download checklist.pdf' }).getAttribute('href');
  // The signed link serves the file the browser uploaded.
  const served = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') };
  }, href as string);
  expect(served).toEqual({ status: 200, type: 'application/pdf' });
  expect(await seriousAxeViolations(page, { include: ['main'] })).toEqual([]);

  // Editing starts from what was saved, and a change shows at once.
  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit resource' });
  await expect(editor.getByRole('textbox', { name: 'Categories' })).toHaveValue('Getting started, HR');
  await expect(editor.getByRole('textbox', { name: 'Points on completion' })).toHaveValue('2');
  await typeInto(editor.getByRole('textbox', { name: 'Estimated minutes' }), '15');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Resource saved')).toBeVisible();
  await expect(page.getByText('15 minutes')).toBeVisible();

  // Listed under "All" for members, with its category filter.
  const eve = await apiSignIn('eve@acme.test');
  const listed = await api(`/resource/resources?tab=all&category=HR`, { token: eve });
  expect((listed.body as { results: { title: string }[] }).results.map((r) => r.title)).toContain(title);
});
