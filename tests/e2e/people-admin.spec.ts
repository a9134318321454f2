import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
const membersTable = (page: Page) => page.getByRole('table', { name: 'Members' });
const eveRow = (page: Page) => membersTable(page).getByRole('row', { name: /Eve/ });

test('ada finds eve in Users and teams, suspends her and lets her in again', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  await adminMenu(page).getByRole('link', { name: 'Users & teams' }).click();
  await expect(page).toHaveURL(/\/manage\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users and teams' })).toBeVisible();
  await expect(page).toHaveTitle('Acme - Users and teams');
  await expect(membersTable(page).getByRole('link', { name: 'Ada' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await typeInto(page.getByRole('searchbox', { name: 'Search people' }), 'eve');
  await expect(page).toHaveURL(/\/manage\/users\?search=eve$/);
  await expect(membersTable(page).getByRole('row')).toHaveCount(2);
  await expect(eveRow(page)).toContainText('Active');

  // Suspend from the row's menu; the dialog asks first.
  await eveRow(page).getByRole('button', { name: 'More actions for Eve Curie' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Eve Curie?' });
  await expect(confirm).toBeVisible();
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, 'Eve Curie is suspended')).toBeVisible();
  await expect(eveRow(page)).toContainText('Suspended');

  // The status filter lists her among the suspended.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await expect(page).toHaveURL(/status=suspended/);
  await expect(eveRow(page)).toBeVisible();

  // Unsuspend from the batch bar: select her row with the keyboard (Space) and act on the selection.
  const select = eveRow(page).getByRole('checkbox', { name: 'Select Eve Curie' });
  await select.focus();
  await page.keyboard.press('Space');
  await expect(select).toBeChecked();
  const batch = page.getByRole('toolbar', { name: 'Actions on the selected members' });
  await expect(batch).toContainText('1 selected');
  await batch.getByRole('button', { name: 'Unsuspend' }).click();
  const unsuspend = page.getByRole('dialog', { name: 'Unsuspend Eve Curie?' });
  await unsuspend.getByRole('button', { name: 'Unsuspend' }).click();
  await expect(toast(page, 'Eve Curie is active again')).toBeVisible();
  await expect(eveRow(page)).toHaveCount(0);

  // Her details page says so; she is left as she was (other specs sign in as eve).
  await page.goto(urlFor('acme', '/manage/users?search=eve'));
  await membersTable(page).getByRole('link', { name: 'Eve' }).click();
  await expect(page).toHaveURL(/\/user\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eve Curie' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Active' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);
});

test('ada creates the team Design, adds sam and sees one active member', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/manage/users'));
  await page.getByRole('tab', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/teams$/);
  await expect(
    page.getByRole('table', { name: 'Teams' }).getByRole('link', { name: 'Engineering' }),
  ).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/team\/create$/);
  await expect(page).toHaveTitle('Acme - Create team');
  // The name is required.
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('Enter a team name')).toBeVisible();
  await typeInto(page.getByRole('textbox', { name: 'Name' }), 'Design');
  await typeInto(page.getByRole('textbox', { name: 'Description' }), 'Product and brand design');
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(toast(page, 'Team created')).toBeVisible();
  await expect(page).toHaveURL(/\/team\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design' })).toBeVisible();
  await expect(page.getByText('No one is in this team yet.')).toBeVisible();

  // Add sam by typing his name.
  const picker = page.getByRole('combobox', { name: 'Add members' });
  await typeInto(picker, 'sam');
  await page.getByRole('option', { name: 'Sam Okafor' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, '1 member added')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members of Design' });
  await expect(members.getByRole('link', { name: 'Sam Okafor' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'All teams' }).click();
  await expect(page).toHaveURL(/\/manage\/teams$/);
  await typeInto(page.getByRole('searchbox', { name: 'Search teams' }), 'Design');
  const row = page.getByRole('table', { name: 'Teams' }).getByRole('row', { name: /Design/ });
  await expect(row).toContainText('Manual');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
});

/** Fills and sends the "Invite people" dialog. */
async function invite(page: Page, first: string, last: string, email: string, mail: boolean) {
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  await typeInto(dialog.getByRole('textbox', { name: 'First name' }), first);
  await typeInto(dialog.getByRole('textbox', { name: 'Last name' }), last);
  await typeInto(dialog.getByRole('textbox', { name: 'Email' }), email);
  await expect(dialog.getByRole('radio', { name: 'Employee' })).toBeChecked();
  const send = dialog.getByRole('checkbox', { name: 'Send invitation email' });
  await expect(send).toBeChecked();
  if (!mail) await send.click();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(toast(page, `${first} ${last} is ${mail ? 'invited' : 'added'}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('ada invites two colleagues, welcomes one, and acts on both at once', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const token = await apiSignIn('ada@acme.test');
  const team = await api('/identity/teams', { method: 'POST', token, body: { name: `Quill crew ${stamp}` } });
  expect(team.status).toBe(201);
  const teamName = (team.body as { name: string }).name;
  await page.goto(urlFor('acme', '/manage/users'));

  // Every field is checked before anything is sent.
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Enter a first name')).toBeVisible();
  await typeInto(dialog.getByRole('textbox', { name: 'Email' }), 'nia@');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await invite(page, 'Nia', 'Quill', `nia.${stamp}@acme.test`, false);
  await invite(page, 'Omar', 'Quill', `omar.${stamp}@acme.test`, true);

  await typeInto(page.getByRole('searchbox', { name: 'Search people' }), 'Quill');
  const rows = membersTable(page).getByRole('row', { name: /Quill/ });
  await expect(rows).toHaveCount(2);
  const nia = membersTable(page).getByRole('row', { name: /Nia/ });
  await expect(nia).toContainText(`nia.${stamp}@acme.test`);
  await expect(nia).toContainText('Not invited');
  await expect(membersTable(page).getByRole('row', { name: /Omar/ })).toContainText('Invited');

  // The welcome from the row's menu marks Nia invited.
  await nia.getByRole('button', { name: 'More actions for Nia Quill' }).click();
  await page.getByRole('menuitem', { name: 'Send welcome' }).click();
  await page
    .getByRole('dialog', { name: 'Send a welcome email to Nia Quill?' })
    .getByRole('button', { name: 'Send welcome' })
    .click();
  await expect(toast(page, 'Welcome email sent')).toBeVisible();
  await expect(nia).not.toContainText('Not invited');
  await expect(nia).toContainText('Invited');

  // Both at once: select every shown row, add them to a team, then suspend and unsuspend them.
  await page.getByRole('checkbox', { name: 'Select all shown members' }).click();
  const batch = page.getByRole('toolbar', { name: 'Actions on the selected members' });
  await expect(batch).toContainText('2 selected');
  await batch.getByRole('button', { name: 'Add to team' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add 2 members to teams' });
  await typeInto(addDialog.getByRole('combobox', { name: 'Teams' }), 'Quill crew');
  // A multiple choice: the options are checkable items.
  const choice = addDialog.getByRole('menuitemcheckbox', { name: teamName });
  await choice.click();
  await expect(choice).toBeChecked();
  // The chosen teams are listed under the field.
  await expect(addDialog.getByRole('paragraph')).toHaveText(teamName);
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Added to 1 team')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all shown members' }).click();
  await batch.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Suspend 2 members?' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(toast(page, '2 members suspended')).toBeVisible();
  await expect(rows.filter({ hasText: 'Suspended' })).toHaveCount(2);

  // The team filter lists the two of them.
  await typeInto(page.getByRole('combobox', { name: 'Team' }), 'Quill crew');
  await page.getByRole('option', { name: teamName }).click();
  await expect(page).toHaveURL(/team=/);
  await expect(membersTable(page).getByRole('row')).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select all shown members' }).click();
  await batch.getByRole('button', { name: 'Unsuspend' }).click();
  await page
    .getByRole('dialog', { name: 'Unsuspend 2 members?' })
    .getByRole('button', { name: 'Unsuspend' })
    .click();
  await expect(toast(page, '2 members unsuspended')).toBeVisible();
  await expect(rows.filter({ hasText: 'Active' })).toHaveCount(2);

  // Export CSV downloads the members the search shows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`nia.${stamp}@acme.test`);
  expect(csv).toContain(`omar.${stamp}@acme.test`);
  expect(csv).not.toContain('eve@acme.test');
});

test("ada sees sam's teams on his user page, adds him to a team and removes him again", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await apiSignIn('ada@acme.test');
  const created = await api('/identity/teams', {
    method: 'POST',
    token,
    body: { name: `Atlas ${Date.now()}` },
  });
  expect(created.status).toBe(201);
  const teamName = (created.body as { name: string }).name;
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/manage/users'));
  await typeInto(page.getByRole('searchbox', { name: 'Search people' }), 'sam');
  await expect(page).toHaveURL(/\/manage\/users\?search=sam$/);
  await expect(membersTable(page).getByRole('row')).toHaveCount(2);
  await membersTable(page).getByRole('link', { name: 'Sam' }).click();
  await expect(page).toHaveURL(/\/user\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Okafor' })).toBeVisible();

  // The tabs are reached and switched with the keyboard.
  const tabs = page.getByRole('tablist', { name: 'Member' });
  await tabs.getByRole('tab', { name: 'Details' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Teams' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/[^/]+\/teams$/);
  await expect(tabs.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
  const teams = page.getByRole('table', { name: 'Teams of Sam Okafor' });
  const engineering = teams.getByRole('row', { name: /Engineering/ });
  await expect(engineering.getByRole('link', { name: 'Engineering' })).toHaveAttribute(
    'href',
    /\/team\/[0-9a-f-]+$/,
  );
  await expect(engineering).toContainText('Manual');
  await expect(teams.getByRole('row', { name: new RegExp(teamName) })).toHaveCount(0);
  expect(await pageAxeViolations(page)).toEqual([]);

  // Add him to the new team with the same dialog as the details page.
  await page.getByRole('button', { name: 'Add to team' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Sam Okafor to teams' });
  await typeInto(addDialog.getByRole('combobox', { name: 'Teams' }), teamName);
  await addDialog.getByRole('menuitemcheckbox', { name: teamName }).click();
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Added to 1 team')).toBeVisible();
  const added = teams.getByRole('row', { name: new RegExp(teamName) });
  await expect(added).toContainText('Manual');
  await expect(added.getByRole('cell').nth(2)).toHaveText('1');

  // Remove him from it: the dialog asks first; Engineering stays.
  await added.getByRole('button', { name: `Remove from team ${teamName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove Sam Okafor from ${teamName}?` });
  await expect(confirm).toContainText('Sam Okafor leaves the team.');
  expect(await pageAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
  await confirm.getByRole('button', { name: 'Remove from team' }).click();
  await expect(toast(page, `Sam Okafor removed from ${teamName}`)).toBeVisible();
  await expect(added).toHaveCount(0);
  await expect(engineering).toBeVisible();

  // The Details tab leads back.
  await tabs.getByRole('tab', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/user\/[^/]+\/details$/);
  await expect(page.getByRole('button', { name: 'Open profile' })).toBeVisible();
});
