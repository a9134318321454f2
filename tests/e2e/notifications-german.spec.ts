import { api, apiSignIn, expect, signIn, test, urlFor } from './fixtures.ts';
import { pageAxeViolations } from './pages-helpers.ts';
import { memberId } from './recognition-helpers.ts';

/*
 * Issue 31, item 3: the bell stores what a notification means and the reader sees it in their own
 * language. Max (no other spec reads his bell) chooses German on his settings page; eve then
 * recognizes him, and his bell says so in German, with eve's name.
 */
test('a German-speaking member reads their bell in German after someone recognizes them', async ({
  page,
}, testInfo) => {
  const maxToken = await apiSignIn('max@acme.test');
  const me = await api('/identity/tenantMembers/me', { token: maxToken });
  const storedLocale = (me.body as { locale: string | null }).locale;
  // The e2e database is shared: start from English, and put max's language back whatever happens.
  await api('/identity/tenantMembers/me', { token: maxToken, method: 'PATCH', body: { locale: 'en' } });
  try {
    await signIn(page, 'max@acme.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(urlFor('acme', '/settings/general'));
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const text = `Danke für die Hilfe beim Umzug ${Date.now()}`;
    const eveToken = await apiSignIn('eve@acme.test');
    const values = (await api('/recognition/values', { token: eveToken })).body as {
      results: { qualities: { id: string }[] }[];
    };
    const sent = await api('/recognition/recognitions', {
      token: eveToken,
      method: 'POST',
      body: {
        message: `<p>${text}</p>`,
        sendTo: [{ id: await memberId('eve@acme.test', 'Max'), type: 'tenantMember' }],
        qualityIds: [values.results[0]?.qualities[0]?.id],
      },
    });
    expect(sent.status).toBe(201);

    await page.goto(urlFor('acme', '/home'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ }).click();
    const popover = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    const german = popover.getByRole('button', { name: /Eve Curie hat Ihnen eine Anerkennung gesendet/ });
    await expect(german.first()).toBeVisible();
    await expect(popover.getByText(/recognized you|commented on your/)).toHaveCount(0);
    expect(await pageAxeViolations(page, ['.fui-PopoverSurface'])).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('bell-german.png') });

    // The message still leads to the recognition it is about.
    await german.first().click();
    await expect(page).toHaveURL(/\/recognitions\/[0-9a-f-]{36}$/);
    await expect(page.getByText(text)).toBeVisible();
  } finally {
    await api('/identity/tenantMembers/me', {
      token: maxToken,
      method: 'PATCH',
      body: { locale: storedLocale },
    });
  }
});
