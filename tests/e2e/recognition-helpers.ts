import type { Page } from '@playwright/test';
import { api, apiSignIn, expect } from './fixtures.ts';

/** A small valid PNG, as a person would attach a screenshot. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function balances(email: string): Promise<{ allocation: number; redeemable: number }> {
  const token = await apiSignIn(email);
  const response = await api('/points/accounts/my', { token });
  const results = (response.body as { results: { type: string; balance: number }[] }).results;
  return {
    allocation: results.find((a) => a.type === 'allocation')?.balance ?? 0,
    redeemable: results.find((a) => a.type === 'redeemable')?.balance ?? 0,
  };
}

export async function memberId(email: string, name: string): Promise<string> {
  const token = await apiSignIn(email);
  const response = await api(`/recognition/recipients?search=${encodeURIComponent(name)}`, { token });
  const found = (response.body as { tenantMembers: { id: string }[] }).tenantMembers[0];
  if (!found) throw new Error(`no member ${name}`);
  return found.id;
}

export function dialog(page: Page) {
  // A dirty form turns the dialog into an alert dialog (the backdrop no longer closes it).
  const name = /Recognize someone|Schedule send|Point exceptions/;
  return page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
}

/** Opens the dialog from the layout's button, as a person would. */
export async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Recognize someone' }).first().click();
  await expect(page).toHaveURL(/\/recognition\/send$/);
  await expect(dialog(page).getByRole('combobox', { name: 'Recipients' })).toBeVisible();
}

export async function pickRecipient(page: Page, search: string, name: string) {
  const input = dialog(page).getByRole('combobox', { name: 'Recipients' });
  await input.click();
  await input.pressSequentially(search);
  await page.getByRole('option', { name }).click();
}

export async function writeMessage(page: Page, text: string) {
  await dialog(page).getByRole('combobox', { name: 'Message' }).fill(text);
}
