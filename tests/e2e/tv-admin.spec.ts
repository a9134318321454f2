import { expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';
import { activeSlide } from './tv-helpers.ts';

const watchLink = /^http:\/\/acme\.localhost:\d+\/tv\/watch\/[A-Za-z0-9_-]{43}$/;

test('ada creates, copies, previews, renames, regenerates and revokes a TV link', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlFor('acme') });
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/integrations/kudos-tvs'));
  await expect(page.getByRole('heading', { name: 'TV integrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Lobby/ })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  // Create: the name is required.
  const name = `Reception ${Date.now()}`;
  await page.getByRole('button', { name: 'Create TV link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create TV link' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Recognitions' })).toBeChecked();
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'TV link created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  // Copy link: the clipboard holds the screen's address.
  await row.getByRole('button', { name: `Copy link of ${name}` }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(watchLink);

  // Preview opens the screen in a new tab, showing slides without signing in.
  const preview = row.getByRole('link', { name: `Preview ${name}` });
  await expect(preview).toHaveAttribute('href', copied);
  const [screen] = await Promise.all([context.waitForEvent('page'), preview.click()]);
  await expect(activeSlide(screen)).toHaveCount(1);
  await screen.close();

  // Rename.
  const renamed = `${name} desk`;
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit TV link' });
  await typeInto(edit.getByRole('textbox', { name: 'Name' }), renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'TV link saved')).toBeVisible();
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(renamedRow).toBeVisible();

  // Regenerate: a new address; the old one sends its screen to login.
  await renamedRow.getByRole('button', { name: `More actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Regenerate link' }).click();
  await page
    .getByRole('dialog', { name: 'Regenerate this link?' })
    .getByRole('button', { name: 'Regenerate link' })
    .click();
  await expect(toast(page, 'A new link was made')).toBeVisible();
  const regenerated = renamedRow.getByRole('link', { name: `Preview ${renamed}` });
  await expect(regenerated).not.toHaveAttribute('href', copied);
  const newLink = (await regenerated.getAttribute('href')) as string;
  expect(newLink).toMatch(watchLink);
  // The lobby screen is a browser of its own, with no member signed in (ada's session would move
  // it on from login to /home).
  const lobby = await browser.newContext();
  const old = await lobby.newPage();
  await old.goto(copied);
  await expect(old).toHaveURL(urlFor('acme', '/'));
  await old.close();

  // Revoke: the row goes and the link stops working.
  await renamedRow.getByRole('button', { name: `More actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this link?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(toast(page, 'TV link revoked')).toBeVisible();
  await expect(renamedRow).toBeHidden();
  const revoked = await lobby.newPage();
  await revoked.goto(newLink);
  await expect(revoked).toHaveURL(urlFor('acme', '/'));
  await lobby.close();
});

test('the admin menu offers TV integrations to admins only', async ({ browser }) => {
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signIn(ada, 'ada@acme.test');
  await expect(ada).toHaveURL(/\/home$/);
  await ada.goto(urlFor('acme', '/integrations/kudos-tvs'));
  await expect(ada.getByRole('link', { name: 'TV integrations' })).toBeVisible();
  await adaContext.close();

  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await eve.goto(urlFor('acme', '/integrations/kudos-tvs'));
  await expect(eve).toHaveURL(/\/home$/);
  await expect(eve.getByRole('link', { name: 'TV integrations' })).toHaveCount(0);
  await eveContext.close();
});

test('on a 390 px phone the actions of each TV link stay inside their row', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/integrations/kudos-tvs'));
  const rows = page
    .getByRole('table', { name: 'TV integrations' })
    .getByRole('row')
    .filter({
      has: page.getByRole('button', { name: /^More actions for / }),
    });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const box = await row.boundingBox();
    if (!box) throw new Error('row not drawn');
    const name = (await row.getByRole('cell').first().textContent()) ?? '';
    const actions = [
      row.getByRole('button', { name: `Copy link of ${name}` }),
      row.getByRole('link', { name: `Preview ${name}` }),
      row.getByRole('button', { name: `More actions for ${name}` }),
    ];
    for (const action of actions) {
      const inner = await action.boundingBox();
      if (!inner) throw new Error(`${name}: an action is not drawn`);
      // Clear of the borders above and below the row (1 px each), and within the screen.
      expect(inner.y).toBeGreaterThanOrEqual(box.y + 2);
      expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height - 2);
      expect(inner.x).toBeGreaterThanOrEqual(box.x);
      expect(inner.x + inner.width).toBeLessThanOrEqual(Math.min(box.x + box.width, 390));
    }
  }
  await context.close();
});
