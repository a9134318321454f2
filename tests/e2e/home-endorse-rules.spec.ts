import type { Browser, Page } from '@playwright/test';
import { api, apiSignIn, expect, signIn, test } from './fixtures.ts';
import { toast } from './pages-helpers.ts';
import { balances, memberId } from './recognition-helpers.ts';

/** A recognition sent through the API (set-up, not what is under test); returns its message. */
async function sendRecognition(senderEmail: string, recipientName: string, words: string): Promise<string> {
  const token = await apiSignIn(senderEmail);
  const values = (await api('/recognition/values', { token })).body as {
    results: { qualities: { id: string }[] }[];
  };
  const qualityId = values.results.flatMap((value) => value.qualities)[0]?.id;
  const message = `${words} ${Date.now()}`;
  const response = await api('/recognition/recognitions', {
    method: 'POST',
    token,
    body: {
      message: `<p>${message}</p>`,
      amount: 0,
      qualityIds: qualityId ? [qualityId] : [],
      sendTo: [{ id: await memberId(senderEmail, recipientName), type: 'tenantMember' }],
    },
  });
  if (response.status !== 201) throw new Error(`send failed: ${JSON.stringify(response.body)}`);
  return message;
}

/** The card of the recognition with this message, once its actions are drawn. */
async function cardOf(page: Page, message: string) {
  const card = page.getByRole('listitem').filter({ hasText: message }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'React with red heart' })).toBeVisible();
  return card;
}

async function signedIn(browser: Browser, email: string, viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  return { context, page };
}

test('only onlookers are offered Endorse: not the recipient, not the sender', async ({ browser }) => {
  const message = await sendRecognition(
    'eve@acme.test',
    'Sam',
    'Endorse rules: thanks for the on-call cover',
  );

  const sam = await signedIn(browser, 'sam@acme.test');
  const samCard = await cardOf(sam.page, message);
  await expect(samCard.getByRole('button', { name: 'Endorse' })).toHaveCount(0);
  await sam.context.close();

  const eve = await signedIn(browser, 'eve@acme.test');
  const eveCard = await cardOf(eve.page, message);
  await expect(eveCard.getByRole('button', { name: 'Endorse' })).toHaveCount(0);
  await eve.context.close();

  // An onlooker endorses; afterwards the card shows what they gave instead of a second offer.
  const max = await signedIn(browser, 'max@acme.test');
  const maxCard = await cardOf(max.page, message);
  await maxCard.getByRole('button', { name: 'Endorse' }).click();
  await max.page
    .getByRole('dialog', { name: 'Add points to this recognition' })
    .getByRole('button', { name: '5 points', exact: true })
    .click();
  await expect(toast(max.page, 'Endorsed with 5 points')).toBeVisible();
  await expect(maxCard.getByText('You added 5 points')).toBeVisible();
  // "Endorse" is gone: the focus is on what took its place, not back at the top of the page.
  await expect(maxCard.getByText('You added 5 points')).toBeFocused();
  await expect(maxCard.getByText('1 endorsement, 5 points')).toBeVisible();
  await expect(maxCard.getByRole('button', { name: 'Endorse' })).toHaveCount(0);
  await max.context.close();
});

test('the endorse popover stays inside the window, with a margin, and gives focus back', async ({
  browser,
}) => {
  const message = await sendRecognition('eve@acme.test', 'Sam', 'Endorse popover: great demo prep');
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    const max = await signedIn(browser, 'max@acme.test', viewport);
    const card = await cardOf(max.page, message);
    const endorse = card.getByRole('button', { name: 'Endorse' });
    await endorse.scrollIntoViewIfNeeded();
    await endorse.click();
    const popover = max.page.getByRole('dialog', { name: 'Add points to this recognition' });
    await expect(popover.getByRole('button', { name: '25 points', exact: true })).toBeVisible();
    const box = await popover.boundingBox();
    expect(box, `popover at ${viewport.width}px`).not.toBeNull();
    if (!box) return;
    expect(box.x, `left gap at ${viewport.width}px`).toBeGreaterThanOrEqual(8);
    expect(box.y, `top gap at ${viewport.width}px`).toBeGreaterThanOrEqual(8);
    expect(viewport.width - (box.x + box.width), `right gap at ${viewport.width}px`).toBeGreaterThanOrEqual(
      8,
    );
    expect(
      viewport.height - (box.y + box.height),
      `bottom gap at ${viewport.width}px`,
    ).toBeGreaterThanOrEqual(8);
    await max.page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(endorse).toBeFocused();
    await max.context.close();
  }
});

test('an endorsement the server refuses says why, closes the popover and returns focus', async ({
  browser,
}) => {
  const message = await sendRecognition('eve@acme.test', 'Uma', 'Endorse refused: thanks for the audit');
  const ada = await apiSignIn('ada@acme.test');
  const uma = await memberId('ada@acme.test', 'Uma');
  const max = await signedIn(browser, 'max@acme.test');
  try {
    const card = await cardOf(max.page, message);
    const endorse = card.getByRole('button', { name: 'Endorse' });
    await endorse.click();
    const popover = max.page.getByRole('dialog', { name: 'Add points to this recognition' });
    const five = popover.getByRole('button', { name: '5 points', exact: true });
    await expect(five).toBeEnabled();
    const before = (await balances('max@acme.test')).allocation;

    // Meanwhile an admin suspends the recipient, who can no longer receive points.
    expect((await api(`/identity/tenantMembers/${uma}/suspend`, { method: 'POST', token: ada })).status).toBe(
      200,
    );
    await five.click();

    await expect(
      toast(
        max.page,
        "Not eligible to receive points: a recipient can't receive points because of your organization's eligibility rules, so no points were added",
      ),
    ).toBeVisible();
    await expect(max.page.getByText('Oops. Something went wrong!')).toHaveCount(0);
    // Another amount would fail the same way: the popover closes and focus is back on Endorse.
    await expect(popover).toBeHidden();
    await expect(endorse).toBeFocused();
    expect((await balances('max@acme.test')).allocation).toBe(before);
  } finally {
    await api(`/identity/tenantMembers/${uma}/unsuspend`, { method: 'POST', token: ada });
    await max.context.close();
  }
});
