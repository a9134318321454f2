import { api, apiSignIn, expect, seriousAxeViolations } from './fixtures.ts';
import { keyboardSignIn, tabTo, test } from './keyboard-helpers.ts';
import { memberId } from './recognition-helpers.ts';

/*
 * Sam's bell, not eve's: pages-notifications.spec.ts counts eve's seeded unread messages, and the
 * suite's specs share one database.
 */
test('keyboard only: the bell opens, "Mark all as read" empties it, Escape gives focus back to the bell', async ({
  page,
}) => {
  // Set-up through the API: something unread for sam.
  const text = `Thanks for reviewing the on-call runbook ${Date.now()}`;
  const token = await apiSignIn('eve@acme.test');
  const values = (await api('/recognition/values', { token })).body as {
    results: { qualities: { id: string }[] }[];
  };
  const sent = await api('/recognition/recognitions', {
    token,
    method: 'POST',
    body: {
      message: `<p>${text}</p>`,
      sendTo: [{ id: await memberId('eve@acme.test', 'Sam'), type: 'tenantMember' }],
      qualityIds: [values.results[0]?.qualities[0]?.id],
    },
  });
  expect(sent.status).toBe(201);

  await keyboardSignIn(page, 'sam@acme.test');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  // Skip link, logo, "Recognize someone", the menu's links (Awards, Celebrations, Rewards among
  // them now), then the bell.
  await tabTo(page, bell, { max: 20 });
  await page.keyboard.press('Enter');

  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByRole('button', { name: /Eve Curie recognized you/ }).first()).toBeVisible();
  const markAll = popover.getByRole('button', { name: 'Mark all as read' });
  // Focus moved into the popover, on its first control.
  await expect(markAll).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Tab stays within the open popover, through its messages.
  await tabTo(page, popover.getByRole('button', { name: /Eve Curie recognized you/ }).first(), { max: 10 });
  await tabTo(page, markAll, { max: 10, backwards: true });
  await page.keyboard.press('Enter');
  await expect(popover.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  // Nothing left to mark: the button says so and keeps focus, so focus stays in the popover.
  await expect(markAll).toHaveAttribute('aria-disabled', 'true');
  await expect(markAll).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
