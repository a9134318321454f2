import { expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

/**
 * Issue 28's check-ins. The demo data leaves one Wellbeing question due for eve today (the e2e
 * server seeds at its start).
 */
test('eve answers her due check-in question from /home', async ({ page }) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const card = page.getByRole('region', { name: 'Check-in' });
  await expect(card).toContainText('One short question in Wellbeing is waiting for you.');
  await card.getByRole('button', { name: 'Answer now' }).click();
  await expect(page).toHaveURL(/\/check-ins\/category\/[^/]+\/question$/);
  await expect(page.getByRole('heading', { name: 'Wellbeing', level: 1 })).toBeVisible();
  // Home stays the active menu item on a check-in question (000 §2).
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const choices = page.getByRole('radiogroup', { name: 'How manageable was your workload this week?' });
  await expect(choices).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  // Answering without a choice says what is missing.
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(page.getByText('Choose an answer, or skip the question')).toBeVisible();
  await choices.getByRole('radio', { name: '4' }).check();
  await typeInto(page.getByRole('textbox', { name: 'Comment (optional)' }), 'A calmer week than the last.');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(page.getByText('You are all caught up. Thank you for checking in!')).toBeVisible();

  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Check-in' })).toHaveCount(0);
});

test('ada creates a category with a question and asks Engineering', async ({ page }) => {
  await signIn(page, 'ada@acme.test', 'acme', '/check-ins/manage');
  await expect(page.getByRole('heading', { name: 'Check-ins', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Wellbeing' })).toBeVisible();

  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New check-in category' });
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), 'Focus time');
  await dialog.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'Monthly' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const focus = page.getByRole('group', { name: 'Focus time' });
  await expect(focus).toContainText('Monthly');
  await expect(focus).toContainText('No questions yet');

  await focus.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('dialog', { name: 'New question' });
  // An empty question is refused before anything is sent.
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(question.getByText('Enter the question')).toBeVisible();
  await typeInto(
    question.getByRole('textbox', { name: 'Question' }),
    'Did you have time to focus this month?',
  );
  await question.getByRole('combobox', { name: 'Answer with' }).selectOption({ label: 'Five faces' });
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(question).toBeHidden();
  await expect(focus.getByRole('list', { name: 'Questions of Focus time' })).toContainText(
    'Did you have time to focus this month?',
  );
  expect(await pageAxeViolations(page)).toEqual([]);

  await focus.getByRole('button', { name: 'More actions for Focus time' }).click();
  await page.getByRole('menuitem', { name: 'Audience' }).click();
  await expect(page.getByRole('heading', { name: 'Who is asked: Focus time', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Chosen teams and people' }).check();
  await typeInto(page.getByRole('combobox', { name: 'Teams and people' }), 'Engin');
  await page.getByRole('option', { name: /Engineering/ }).click();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Audience saved')).toBeVisible();
  await expect(page).toHaveURL(/\/check-ins\/manage$/);
  await expect(page.getByRole('group', { name: 'Focus time' })).toContainText('Chosen: 3 people');
});

test('max sees an insight about one of his reports and follows its action', async ({ page }) => {
  await signIn(page, 'max@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const card = page.getByRole('region', { name: 'Burnout insights' });
  await expect(card).toContainText('about your people need');
  await card.getByRole('button', { name: 'View insights' }).click();
  await expect(page).toHaveURL(/\/analytics\/insights$/);
  await expect(page.getByRole('heading', { name: 'Burnout insights', level: 1 })).toBeVisible();
  const open = page.getByRole('list', { name: 'Open' });
  // Sam stopped recognizing others (the demo's recognitions: never, or not for three weeks).
  const sam = open.getByRole('group', { name: /^Sam Okafor (has stopped recognizing|recognizes) others/ });
  await expect(sam).toContainText('Low priority');
  // A manager sees his reports only: nothing about the whole company's check-in scores.
  await expect(open).not.toContainText('Wellbeing');
  expect(await pageAxeViolations(page)).toEqual([]);
  await sam.getByRole('button', { name: 'Check in with Sam Okafor' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Sam Okafor' }).first()).toBeVisible();
});

test('ada reads the dashboards, the check-in scores only from five people', async ({ page }) => {
  await signIn(page, 'ada@acme.test', 'acme', '/analytics/insights');
  await expect(page.getByRole('group', { name: 'Wellbeing scores are falling' })).toContainText(
    'High priority',
  );
  await page.getByRole('link', { name: 'Dashboards' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();
  const recognitions = page.getByRole('region', { name: 'Recognitions over time' });
  await expect(recognitions.getByRole('img', { name: /Chart of Recognitions over time/ })).toBeVisible();
  await recognitions.getByRole('tab', { name: 'Table' }).click();
  await expect(recognitions.getByRole('columnheader', { name: 'Sent' })).toBeVisible();
  const workload = page.getByRole('region', {
    name: 'Wellbeing: How manageable was your workload this week?',
  });
  await workload.getByRole('tab', { name: 'Table' }).click();
  // This week four have answered so far: withheld.
  await expect(workload.getByRole('row').last()).toContainText('Fewer than 5 people answered');
  await expect(workload.getByRole('table', { name: 'By team' })).toContainText('Engineering');
  expect(await pageAxeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await recognitions.getByRole('button', { name: 'Download Recognitions over time as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^recognitions-.*\.csv$/);
});

test('eve cannot open the burnout insights', async ({ page }) => {
  await signIn(page, 'eve@acme.test', 'acme', '/analytics/insights');
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByText('This content is unavailable, reach out to your Kudos administrator for help').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Burnout insights' })).toHaveCount(0);
});
