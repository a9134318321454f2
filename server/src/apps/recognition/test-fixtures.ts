import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type HostName, startTestApp, type TestApp } from '../../test/harness.ts';

const accounts = {
  ada: ['ada@acme.test', 'acme'],
  max: ['max@acme.test', 'acme'],
  eve: ['eve@acme.test', 'acme'],
  sam: ['sam@acme.test', 'acme'],
  uma: ['uma@kudos.test', 'acme'],
  gus: ['gus@globex.test', 'globex'],
  umaGlobex: ['uma@kudos.test', 'globex'],
} as const satisfies Record<string, readonly [string, HostName]>;
export type Who = keyof typeof accounts;

export type RecognitionApp = Awaited<ReturnType<typeof startRecognitionApp>>;

/** The demo data signed in as each account, with helpers to call the API and read the ledger. */
export async function startRecognitionApp(options: Parameters<typeof startTestApp>[0] = {}) {
  const t: TestApp = await startTestApp(options);
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  const tenantIds = {} as Record<HostName, string>;
  for (const [who, [email, host]] of Object.entries(accounts) as [Who, readonly [string, HostName]][]) {
    tokens[who] = await t.login(email, host);
    const info = await t.request({
      method: 'GET',
      url: '/api/identity/accessToken/info',
      host,
      token: tokens[who],
    });
    ids[who] = info.json().memberId;
    tenantIds[host] = info.json().tenantId;
  }
  const api = (who: Who | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.request({
      method,
      url: `/api${url}`,
      host: who ? accounts[who][1] : 'acme',
      ...(who ? { token: tokens[who] } : {}),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const values = (await api('ada', 'GET', '/recognition/values')).json().results;
  const qualityId: string = values[0].qualities[0].id;

  /** allocation and redeemable balances of a member. */
  const balances = async (who: Who) => {
    const accountsOf = (await api(who, 'GET', '/points/accounts/my?embed=allTimeReceived')).json()
      .results as {
      type: string;
      balance: number;
      allTimeReceived: number;
    }[];
    return {
      allocation: accountsOf.find((a) => a.type === 'allocation')?.balance ?? -1,
      redeemable: accountsOf.find((a) => a.type === 'redeemable')?.balance ?? -1,
      received: accountsOf.find((a) => a.type === 'redeemable')?.allTimeReceived ?? -1,
    };
  };

  /** Accounts whose balance differs from the sum of their ledger rows (should be none). */
  const ledgerMismatches = async (host: HostName = 'acme') =>
    inTenant(t.services.db, { tenantId: tenantIds[host], userId: null }, async (tx) =>
      rowsOf(
        await tx.execute(
          sql`select a.id, a.balance, coalesce(sum(t.amount), 0)::int as ledger from points_accounts a left join points_transactions t on t.account_id = a.id group by a.id having a.balance <> coalesce(sum(t.amount), 0)`,
        ),
      ),
    );

  const send = (who: Who, body: Record<string, unknown>) =>
    api(who, 'POST', '/recognition/recognitions', {
      message: '<p>Thank you!</p>',
      qualityIds: [qualityId],
      ...body,
    });
  const to = (...who: Who[]) => who.map((w) => ({ id: ids[w], type: 'tenantMember' }));

  return { t, tokens, ids, tenantIds, api, qualityId, values, balances, ledgerMismatches, send, to };
}
