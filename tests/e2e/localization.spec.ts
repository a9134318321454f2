import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test, urlFor } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';

/** The catalogs of the pages this test visits: the shell's and their features'. */
const catalogs = ['app', 'components', 'features/home', 'features/settings', 'features/people'];
const root = path.resolve(import.meta.dirname, '../../renderer/src');
const leaves = (value: unknown): Map<string, string> => {
  const found = new Map<string, string>();
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') found.set(key, node);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(value, '');
  return found;
};
const read = (folder: string, language: string) =>
  leaves(JSON.parse(readFileSync(path.join(root, folder, 'locales', `${language}.json`), 'utf8')));

/**
 * English texts that German writes differently, whole (no placeholders) and long enough not to be
 * part of a name: none of them may be a line on a German page.
 */
const englishOnly = new Set(
  catalogs.flatMap((folder) => {
    const german = read(folder, 'de');
    return [...read(folder, 'en')]
      .filter(([key, text]) => !text.includes('{{') && text.length >= 4 && german.get(key) !== text)
      .map(([, text]) => text);
  }),
);

/** The page's visible lines that are English catalog texts. */
async function englishLines(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered, visible text counts, line by line.
  const text = await page.locator('body').innerText();
  return [...new Set(text.split('\n').map((line) => line.trim()))].filter((line) => englishOnly.has(line));
}

test('a member who switches to German sees no English on the pages they visit', async ({ page }) => {
  const token = await apiSignIn('sam@acme.test');
  const me = await api('/identity/tenantMembers/me', { token });
  const storedLocale = (me.body as { locale: string | null }).locale;
  // The e2e database is shared: start from English, and put sam's language back whatever happens.
  await api('/identity/tenantMembers/me', { token, method: 'PATCH', body: { locale: 'en' } });
  try {
    await signIn(page, 'sam@acme.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', '/settings/general'));
    await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    // The check below sees English where it is.
    expect(await englishLines(page)).toEqual(expect.arrayContaining(['General', 'Language', 'Time zone']));

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('tab', { name: 'Allgemein', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveText('Deutsch');
    // The save's toast was written before the switch, in English; the page is checked once it goes.
    await expect(page.getByRole('listitem', { name: 'Update successful' })).toBeHidden({ timeout: 15_000 });
    expect(await englishLines(page)).toEqual([]);
    expect(await pageAxeViolations(page)).toEqual([]);

    await page.goto(urlFor('acme', '/home'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cardActions = read('features/home', 'de').get('card.actions') ?? '';
    await expect(page.getByRole('button', { name: cardActions }).first()).toBeVisible();
    expect(await englishLines(page)).toEqual([]);
    expect(await pageAxeViolations(page)).toEqual([]);

    await page.goto(urlFor('acme', '/user-directory'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await englishLines(page)).toEqual([]);
    expect(await pageAxeViolations(page)).toEqual([]);
  } finally {
    await api('/identity/tenantMembers/me', { token, method: 'PATCH', body: { locale: storedLocale } });
  }
});

test('an admin sets the date format and week start on /localization', async ({ page }) => {
  const token = await apiSignIn('ada@acme.test');
  const before = (await api('/identity/tenants/localization', { token })).body;
  try {
    await signIn(page, 'ada@acme.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', '/localization'));
    await expect(page.getByRole('heading', { level: 1, name: 'Language & time' })).toBeVisible();
    expect(await pageAxeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Sunday' }).check();
    await page.getByRole('radio', { name: /^Year, month, day \(\d{4}-\d{2}-\d{2}\)$/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem', { name: 'Language and time settings saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Sunday' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Year, month, day/ })).toBeChecked();
  } finally {
    await api('/identity/tenants/localization', { token, method: 'PUT', body: before });
  }
});
