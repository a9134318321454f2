import { api, apiSignIn, expect, signIn, test } from './fixtures.ts';
import { balances, memberId } from './recognition-helpers.ts';

async function qualityId(token: string): Promise<string> {
  const values = (await api('/recognition/values', { token })).body as {
    results: { qualities: { id: string }[] }[];
  };
  const id = values.results.flatMap((value) => value.qualities)[0]?.id;
  if (!id) throw new Error('no quality');
  return id;
}

async function send(token: string, to: string, message: string, amount: number) {
  const response = await api('/recognition/recognitions', {
    method: 'POST',
    token,
    body: {
      message: `<p>${message}</p>`,
      amount,
      qualityIds: [await qualityId(token)],
      sendTo: [{ id: to, type: 'tenantMember' }],
    },
  });
  if (response.status !== 201) throw new Error(`send failed: ${JSON.stringify(response.body)}`);
}

test('endorsing with more points than are left says "Not enough points"', async ({ page }) => {
  const eve = await apiSignIn('eve@acme.test');
  const max = await apiSignIn('max@acme.test');
  const sam = await memberId('eve@acme.test', 'Sam');
  await send(eve, sam, 'Endorse-me release notes, Sam', 0);

  await signIn(page, 'max@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Endorse-me release notes, Sam' }).first();
  await card.getByRole('button', { name: 'Endorse' }).click();
  const popover = page.getByRole('dialog', { name: 'Add points to this recognition' });
  const chip = popover.getByRole('button', { name: '25 points', exact: true });
  await expect(chip).toBeEnabled();

  // Meanwhile, in another tab, max gives away all but 5 of his points.
  const left = (await balances('max@acme.test')).allocation;
  expect(left).toBeGreaterThan(25);
  await send(max, sam, 'Spending most of my points elsewhere', left - 5);

  await chip.click();
  await expect(page.locator('.fui-Toast').filter({ hasText: 'Not enough points' })).toBeVisible();
  await expect(page.getByText('Oops. Something went wrong!')).toHaveCount(0);
  // The chips now reflect the balance: 25 cannot be picked any more.
  await expect(chip).toHaveAttribute('aria-disabled', 'true');
  expect((await balances('max@acme.test')).allocation).toBe(5);
});
