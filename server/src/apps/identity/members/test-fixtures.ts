import type { InjectOptions } from 'fastify';
import { type HostName, startTestApp, type TestApp } from '../../../test/harness.ts';

/** Demo sign-ins the member tests use; uma is an Acme employee and the Globex admin. */
const accounts = {
  ada: ['ada@acme.test', 'acme'],
  max: ['max@acme.test', 'acme'],
  eve: ['eve@acme.test', 'acme'],
  sam: ['sam@acme.test', 'acme'],
  uma: ['uma@kudos.test', 'acme'],
  umaGlobex: ['uma@kudos.test', 'globex'],
  gus: ['gus@globex.test', 'globex'],
} as const satisfies Record<string, readonly [string, HostName]>;
type Who = keyof typeof accounts;

export type MembersApp = {
  t: TestApp;
  tokens: Record<Who, string>;
  /** Each sign-in's own member id, from GET /tenantMembers/me. */
  ids: Record<Who, string>;
  call: (
    who: Who | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ) => ReturnType<TestApp['request']>;
};

export async function startMembersApp(): Promise<MembersApp> {
  const t = await startTestApp();
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  for (const [who, [email, host]] of Object.entries(accounts) as [Who, readonly [string, HostName]][]) {
    tokens[who] = await t.login(email, host);
    const me = await t.request({
      method: 'GET',
      url: '/api/identity/tenantMembers/me',
      host,
      token: tokens[who],
    });
    ids[who] = me.json().id;
  }
  const call: MembersApp['call'] = (who, method, url, payload) =>
    t.request({
      method,
      url: `/api/identity/tenantMembers${url}`,
      host: who ? accounts[who][1] : 'acme',
      ...(who ? { token: tokens[who] } : {}),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return { t, tokens, ids, call };
}
