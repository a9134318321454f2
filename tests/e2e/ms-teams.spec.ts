import { readFile } from 'node:fs/promises';
import { get as httpsGet } from 'node:https';
import { unzipSync } from 'fflate';
import { api, apiSignIn, expect, signIn, test, typeInto, urlFor } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';
import { memberId } from './recognition-helpers.ts';

const stub = `https://127.0.0.1:${process.env.E2E_STUB_PORT}`;
type Card = { body: { text: string }[]; actions: { type: string; title: string; url: string }[] };
type Post = { body: { type: string; attachments: { contentType: string; content: Card }[] } };

/** What the stand-in Teams webhook `hook` received, newest first. */
function postsTo(hook: string): Promise<Post[]> {
  return new Promise((resolve, reject) => {
    httpsGet(`${stub}/teams/posts?hook=${hook}`, { rejectUnauthorized: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve((JSON.parse(text) as { results: Post[] }).results));
    }).on('error', reject);
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('kudos.featureFlags', JSON.stringify({ msTeamsV1: true })),
  );
});

test('with the flag on, ada downloads the Teams app and connects a channel; a recognition reaches it', async ({
  page,
}) => {
  // The channel hears of new items through the job queue's sweep, once a minute.
  test.setTimeout(180_000);
  await signIn(page, 'ada@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/teams-link'));
  await expect(page.getByRole('heading', { level: 1, name: 'Microsoft Teams' })).toBeVisible();

  // The package: the manifest opens Kudos at Acme's own address.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Teams app' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kudos-teams-acme.zip');
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files).sort()).toEqual(['color.png', 'de.json', 'manifest.json', 'outline.png']);
  const manifest = JSON.parse(Buffer.from(files['manifest.json'] as Uint8Array).toString('utf8'));
  expect(manifest.staticTabs[0].contentUrl).toContain(`${urlFor('acme', '/teams-link/tab')}?`);

  // An address that is not https is refused with a clear error.
  const channel = page.getByRole('region', { name: 'Post to a Teams channel' });
  const address = channel.getByRole('textbox', { name: 'Webhook address' });
  await address.click();
  await address.pressSequentially('http://example.com/hook', { delay: 10 });
  await channel.getByRole('button', { name: 'Connect channel' }).click();
  await expect(channel.getByText('Enter an address that starts with https://')).toBeVisible();
  expect(await pageAxeViolations(page)).toEqual([]);

  const hook = `acme-${Date.now()}`;
  await typeInto(address, `${stub}/teams/webhook/${hook}`);
  await channel.getByRole('button', { name: 'Connect channel' }).click();
  await expect(toast(page, 'The channel is connected.')).toBeVisible();
  await expect(channel.getByText(`Connected to 127.0.0.1:${process.env.E2E_STUB_PORT}.`)).toBeVisible();

  // Eve recognises Sam in public: the card reaches the channel with a link back.
  const token = await apiSignIn('eve@acme.test');
  const values = (await api('/recognition/values', { token })).body as {
    results: { qualities: { id: string }[] }[];
  };
  const sent = await api('/recognition/recognitions', {
    method: 'POST',
    token,
    body: {
      message: '<p>Thanks for the Teams rollout!</p>',
      qualityIds: [values.results[0]?.qualities[0]?.id],
      sendTo: [{ id: await memberId('eve@acme.test', 'Sam Okafor'), type: 'tenantMember' }],
    },
  });
  expect(sent.status).toBe(201);
  const id = (sent.body as { id: string }).id;
  await expect
    .poll(async () => (await postsTo(hook)).length, { timeout: 150_000, intervals: [2000] })
    .toBe(1);
  const [post] = await postsTo(hook);
  expect(post?.body.type).toBe('message');
  expect(post?.body.attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
  const card = post?.body.attachments[0]?.content;
  expect(card?.body[0]?.text).toBe('Recognition from Eve Curie for Sam Okafor');
  expect(card?.body[1]?.text).toBe('Thanks for the Teams rollout!');
  expect(card?.actions).toEqual([
    { type: 'Action.OpenUrl', title: 'View in Kudos', url: urlFor('acme', `/recognitions/${id}`) },
  ]);
  await page.reload();
  await expect(channel.getByText(/Last post delivered/)).toBeVisible();
});

test('sam links his Teams account with the code his page shows, typed in the Teams tab', async ({
  page,
  browser,
}) => {
  await signIn(page, 'sam@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(urlFor('acme', '/teams-link'));
  // Members see only their own account, not the admin's package and channel.
  await expect(page.getByRole('region', { name: 'Post to a Teams channel' })).toHaveCount(0);
  const account = page.getByRole('region', { name: 'Your Teams account' });
  await account.getByRole('button', { name: 'Show a code' }).click();
  const code = (await account.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/).textContent()) ?? '';

  // The tab inside Teams: no Kudos session, the account in its address.
  const teams = await browser.newContext();
  const tab = await teams.newPage();
  await tab.goto(
    urlFor('acme', '/teams-link/tab?upn=sam%40acme.onmicrosoft.com&oid=5a1e0000-0000-4000-8000-000000000001'),
  );
  await typeInto(tab.getByRole('textbox', { name: 'Code' }), code.toLowerCase());
  await tab.getByRole('button', { name: 'Link my account' }).click();
  await expect(
    tab.getByText('Your Teams account sam@acme.onmicrosoft.com is linked to Sam Okafor in Kudos.'),
  ).toBeVisible();
  expect(await pageAxeViolations(tab)).toEqual([]);
  // Used once: the same code again is refused.
  await tab.reload();
  await typeInto(tab.getByRole('textbox', { name: 'Code' }), code);
  await tab.getByRole('button', { name: 'Link my account' }).click();
  await expect(
    tab.getByText('This code is not valid or has expired. Show a new code on the Teams page in Kudos.'),
  ).toBeVisible();
  await teams.close();

  await expect(account.getByText(/^Linked to sam@acme\.onmicrosoft\.com since/)).toBeVisible();
});
