import { expect, seriousAxeViolations, signIn, test, typeInto } from './fixtures.ts';
import { dialog, openDialog, writeMessage } from './recognition-helpers.ts';

test('"Cancel" in the unsaved-changes dialog gives the recognition dialog back, usable and announced', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  await writeMessage(page, 'Half-written thanks');
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();

  // Role queries skip aria-hidden content: these fail while the dialog stays hidden to assistive tech.
  await expect(page).toHaveURL(/\/recognition\/send$/);
  const message = dialog(page).getByRole('combobox', { name: 'Message' });
  await expect(message).toBeVisible();
  await expect(message).toHaveValue('Half-written thanks');
  // Focus is back on the Close button the person pressed, not on the page body.
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(
    page.locator('[aria-hidden="true"] .fui-DialogSurface, .fui-DialogSurface[aria-hidden="true"]'),
  ).toHaveCount(0);
  await typeInto(message, ', really', { append: true });
  expect(await seriousAxeViolations(page, { include: ['.fui-DialogSurface'] })).toEqual([]);

  // Leaving still works afterwards.
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
