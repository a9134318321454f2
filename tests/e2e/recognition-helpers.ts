import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, typeInto } from './fixtures.ts';

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
  // A dialog whatever the form holds: a dirty form only ignores backdrop clicks.
  return page.getByRole('dialog', { name: /Recognize someone|Schedule send|Point exceptions/ });
}

/** Opens the dialog from the layout's button, as a person would. */
export async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Recognize someone' }).first().click();
  await expect(page).toHaveURL(/\/recognition\/send$/);
  await expect(dialog(page).getByRole('combobox', { name: 'Recipients' })).toBeVisible();
}

export async function pickRecipient(page: Page, search: string, name: string) {
  await typeInto(dialog(page).getByRole('combobox', { name: 'Recipients' }), search);
  await page.getByRole('option', { name }).click();
}

/** Types the message (replacing what the field holds) and checks it all arrived, focus kept. */
export async function writeMessage(page: Page, text: string) {
  await typeInto(dialog(page).getByRole('combobox', { name: 'Message' }), text);
}
