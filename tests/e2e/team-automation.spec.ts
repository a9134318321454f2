import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, seriousAxeViolations, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

const rule = (page: Page, number: number) => page.getByRole('group', { name: `Rule ${number}` });

/** Chooses a segment kind in a rule's dropdown with the keyboard, as a person would. */
async function chooseKind(page: Page, number: number, kind: string) {
  const dropdown = rule(page, number).getByRole('combobox', { name: 'Segment' });
  await dropdown.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: kind, exact: true }).click();
  await expect(dropdown).toHaveText(kind);
}

/** Types the start of a value into a rule's values picker and chooses the matching one. */
async function chooseValue(page: Page, number: number, typed: string, value: string) {
  const values = rule(page, number).getByRole('combobox', { name: 'Values' });
  await typeInto(values, typed);
  await page.getByRole('option', { name: value, exact: true }).click();
  // The chosen value shows as a tag in the rule's list of values.
  const chosen = rule(page, number).getByRole('listbox', { name: 'Values' });
  await expect(chosen.getByRole('option', { name: value })).toBeVisible();
}

test('ada creates an automated team from segment rules and sees who it takes in', async ({ page }) => {
  const name = `Engineering in Berlin ${Date.now().toString(36)}`;
  await signIn(page, 'ada@acme.test', 'acme', '/team/create?automated=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Create automated team' })).toBeVisible();
  await typeInto(page.getByRole('textbox', { name: 'Name' }), name);

  // The first rule starts on Department.
  await chooseKind(page, 1, 'Department');
  await chooseValue(page, 1, 'Engin', 'Engineering');
  const preview = page.getByRole('region', { name: 'Who matches' });
  await expect(preview.getByRole('status')).toHaveText(/\d+ people match/);

  await page.getByRole('button', { name: 'Add rule' }).click();
  await chooseKind(page, 2, 'Location');
  await chooseValue(page, 2, 'Berl', 'Berlin');
  await expect(preview.getByRole('status')).toHaveText('2 people match');
  await expect(preview).toContainText('Max Planck');
  await expect(preview).toContainText('Eve Curie');
  await expect(preview).not.toContainText('Sam Okafor');
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  // The team shows its rules, and nobody is added or removed by hand.
  const rules = page.getByRole('region', { name: 'Rules' });
  await expect(rules).toContainText('Department is Engineering');
  await expect(rules).toContainText('Location is Berlin');
  await expect(page.getByRole('combobox', { name: 'Add members' })).toHaveCount(0);
  const members = page.getByRole('table', { name: `Members of ${name}` });
  await expect(members.getByRole('link', { name: 'Max Planck' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Eve Curie' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Sam Okafor' })).toHaveCount(0);
  await expect(members.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  expect(await pageAxeViolations(page)).toEqual([]);

  // The rules open in the same editor, as saved.
  await page.getByRole('button', { name: 'Edit rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rules of ${name}` })).toBeVisible();
  await expect(rule(page, 2).getByRole('combobox', { name: 'Segment' })).toHaveText('Location');
  await expect(page.getByRole('region', { name: 'Who matches' }).getByRole('status')).toHaveText(
    '2 people match',
  );
});

test('eve filters People by department and finds sam', async ({ page }) => {
  await signIn(page, 'eve@acme.test', 'acme', '/user-directory');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const results = page.getByRole('list', { name: 'People found' });
  await expect(results.getByRole('link', { name: /Ada Lovelace/ })).toBeVisible();

  const kind = page.getByRole('combobox', { name: 'Segment' });
  await kind.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Department', exact: true }).click();
  const department = page.getByRole('combobox', { name: 'Department' });
  await typeInto(department, 'Engin');
  await page.getByRole('option', { name: 'Engineering', exact: true }).click();
  await expect(department).toHaveValue('Engineering');
  await expect(page).toHaveURL(/segmentKind=department&segmentValue=Engineering/);
  await expect(results.getByRole('link', { name: /Sam Okafor/ })).toBeVisible();
  await expect(results.getByRole('link', { name: /Ada Lovelace/ })).toHaveCount(0);
  expect(await pageAxeViolations(page)).toEqual([]);

  // The filter is in the address: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('Engineering');
  await expect(results.getByRole('link', { name: /Sam Okafor/ })).toBeVisible();
});

test('ada adds several people to a manual team at once', async ({ page }) => {
  const token = await apiSignIn('ada@acme.test');
  const created = await api('/identity/teams', {
    method: 'POST',
    token,
    body: { name: `Guild ${Date.now().toString(36)}` },
  });
  expect(created.status).toBe(201);
  const team = created.body as { id: string; name: string };
  await signIn(page, 'ada@acme.test', 'acme', `/team/${team.id}`);
  await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add many' }).click();
  await expect(page).toHaveURL(new RegExp(`/team/batch-add/${team.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Add people to ${team.name}` })).toBeVisible();

  // Ticked people stay ticked while the search changes.
  const people = page.getByRole('list', { name: 'People to add' });
  const search = page.getByRole('searchbox', { name: 'Search people' });
  await typeInto(search, 'uma');
  await expect(people.getByRole('checkbox')).toHaveCount(1);
  await people.getByRole('checkbox', { name: /Uma Rao/ }).check();
  await typeInto(search, 'sam');
  await expect(people.getByRole('checkbox')).toHaveCount(1);
  await people.getByRole('checkbox', { name: /Sam Okafor/ }).check();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add 2 people' }).click();

  await expect(page).toHaveURL(new RegExp(`/team/${team.id}$`));
  const members = page.getByRole('table', { name: `Members of ${team.name}` });
  await expect(members.getByRole('link', { name: 'Uma Rao' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Sam Okafor' })).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(3);

  // Back on the batch page, the members show as already in the team.
  await page.goto(urlFor('acme', `/team/batch-add/${team.id}`));
  await typeInto(page.getByRole('searchbox', { name: 'Search people' }), 'uma');
  await expect(people.getByRole('checkbox', { name: /Uma Rao/ })).toBeDisabled();
  await expect(people).toContainText('already in the team');
});

test('ada configures quick teams per department and sees them listed', async ({ page }) => {
  const token = await apiSignIn('ada@acme.test');
  try {
    await signIn(page, 'ada@acme.test', 'acme', '/manage/quick-teams');
    await expect(page.getByRole('tab', { name: 'Quick teams', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Configure quick teams' }).click();
    await expect(page).toHaveURL(/\/team\/quick-teams\/configure$/);
    const department = page.getByRole('checkbox', { name: 'Department' });
    // Each kind says which teams it would make.
    await expect(department).toHaveAccessibleDescription(/Engineering/);
    await department.focus();
    await page.keyboard.press('Space');
    await expect(department).toBeChecked();
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/manage\/quick-teams$/);
    const table = page.getByRole('table', { name: 'Quick teams' });
    const engineering = table.getByRole('row', { name: /Engineering/ });
    await expect(engineering).toContainText('Department');
    await expect(engineering).toContainText('3');
    expect(await pageAxeViolations(page)).toEqual([]);
    await engineering.getByRole('link').click();
    await expect(page.getByText('Everyone whose Department is Engineering.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add many' })).toHaveCount(0);
  } finally {
    // Other specs count and pick teams: the quick teams go again.
    const reset = await api('/identity/quickTeams/configuration', {
      method: 'PUT',
      token,
      body: { kinds: [] },
    });
    expect(reset.status).toBe(200);
  }
});

test('ada creates a custom role from the permission catalog, sees it on a member and deletes it', async ({
  page,
}) => {
  const name = `Team lead ${Date.now().toString(36)}`;
  await signIn(page, 'ada@acme.test', 'acme', '/manage/roles');
  await expect(page.getByRole('tab', { name: 'Roles', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create role' });
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), name);
  await dialog
    .getByRole('group', { name: 'Users and teams' })
    .getByRole('checkbox', { name: 'View' })
    .check();
  await dialog
    .getByRole('group', { name: 'Users and teams' })
    .getByRole('checkbox', { name: 'Create and manage teams' })
    .check();
  expect(await seriousAxeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('2 permissions: Users and teams');
  await expect(row).toContainText('0');

  // A member's Roles tab lists it with the organization's custom roles.
  const token = await apiSignIn('ada@acme.test');
  const sam = (
    (await api('/identity/tenantMembers?search=sam', { token })).body as { results: Array<{ id: string }> }
  ).results[0];
  await page.goto(urlFor('acme', `/user/${sam?.id}/roles`));
  await expect(page.getByRole('heading', { name: 'Role: Employee' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change role' })).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Manage roles' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: new RegExp(name) }),
  ).toHaveCount(0);
});
