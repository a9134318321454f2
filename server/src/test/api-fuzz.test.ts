/**
 * The API fuzz suite: every operation of the OpenAPI document the app generates, sent hostile
 * input through `app.inject()`; it fails on any 5xx (a 503 only when it is not the contract's
 * MaintenanceError), on a stack, SQL or internal name in an answer and on a refusal outside
 * SCIM that is not the contract's `{ name, message }`, printing the request
 * and the seed.
 *
 * The generator is our own over `seededRandom` (openapi-fuzz.ts): wrong types, missing and
 * extra fields, huge, negative and fractional numbers, NUL bytes, lone surrogates, very long
 * strings and arrays, malformed and deeply nested JSON, wrong content types, hostile query
 * values, and path ids of the tenant's own rows, another tenant's rows, random and malformed.
 * Callers: the demo admin (Ada, acme), an employee (Eve, acme), nobody, a user-scope session on
 * the central host, and a SCIM token for /api/scim.
 *
 * Bounded: FUZZ_RUNS random cases per operation (default 24) after its fixed cases, deletions
 * last; about 11,000 requests, under a minute on PGlite or PostgreSQL on two cores. Each run
 * picks a seed unless FUZZ_SEED is set; the test's name and the failure message name it, and
 * `FUZZ_SEED=<seed> npx vitest run server/src/test/api-fuzz.test.ts` sends the same cases in
 * the same order (ids the server makes differ from run to run; the generator picks them by
 * position). FUZZ_ONLY=<text> keeps the operations whose `METHOD /path` contains it (earlier
 * operations' writes then do not happen, so prefer the whole run); FUZZ_VERBOSE=1 prints each
 * operation's statuses, =2 every request. Run longer locally with FUZZ_RUNS=200.
 *
 * Operations with side effects that would break the later requests, each listed here:
 * - POST /api/identity/logout and POST /api/identity/saml/logout: sent with a session of their
 *   own (signed in for each case), so the shared sessions stay valid.
 * - POST /api/identity/passwords/expireAll: never as the admin (the employee instead); as the
 *   admin it would expire the demo passwords (existing sessions go on, but none could sign in).
 * - PUT /api/identity/passwordPolicy: never as the admin, likewise: a policy the demo password
 *   fails ends the admin's sign-ins the same way.
 * - PUT /api/platform/maintenance and the other /api/platform calls take the operator's token,
 *   which the suite does not have: they are fuzzed, but only ever refuse (maintenance never
 *   starts, so no later request meets a 503).
 * - Sign-in rate limits are scaled up (x1000): logout's sessions are signed in per case, and the
 *   fuzzed sign-ins should reach the password check rather than stop at 429.
 * - The callers' own member ids are left out of the id pools, and `me` is not used as a path
 *   id for writes: a suspension, role change or deletion of the caller would end the run.
 * After every operation a probe checks Ada's and Eve's sessions; one that was ended is replaced
 * by a spare signed in at the start, and the operation that ended it is reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, scaledRateLimits } from '../http/rate-limits.ts';
import { type HostName, startTestApp, type TestApp } from './harness.ts';
import {
  encodeQueryValue,
  hash,
  hostileStrings,
  hostileValue,
  type IdPools,
  type JsonSchema,
  leaves,
  loneSurrogates,
  mapLeaves,
  nul,
  type Random,
  random,
  randomId,
  remove,
  sample,
  setAt,
} from './openapi-fuzz.ts';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 24);
const only = process.env.FUZZ_ONLY;
/** Generous: the default run takes under a minute; FUZZ_RUNS=300 about ten on a busy machine. */
const timeout = 300_000 + runs * 15_000;

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  bodyRequired: boolean;
};
type Caller = 'admin' | 'employee' | 'anonymous' | 'userScope' | 'scim';
type Case = {
  label: string;
  method: string;
  caller: Caller;
  url: string;
  payload?: string;
  contentType?: string;
};

/** As the admin, these would end the sign-ins the suite depends on (see the top comment). */
const notAsAdmin = new Set(['POST /api/identity/passwords/expireAll', 'PUT /api/identity/passwordPolicy']);
const ownSession = new Set(['POST /api/identity/logout', 'POST /api/identity/saml/logout']);

let t: TestApp;
let operations: Operation[];
const tokens: Record<Exclude<Caller, 'anonymous'>, string> = {
  admin: '',
  employee: '',
  userScope: '',
  scim: '',
};
const spares: Record<'admin' | 'employee', string[]> = { admin: [], employee: [] };
const ids: IdPools = { own: [], other: [] };
const callerIds = new Set<string>();
const listIds = new Map<string, string[]>();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids in an answer: values of `id` and `…Id` keys, nested ones too. */
function idsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof item === 'string' && uuid.test(item)) into.add(item);
      else idsIn(item, into);
    }
  }
  return into;
}

const hostOf: Record<Caller, HostName> = {
  admin: 'acme',
  employee: 'acme',
  anonymous: 'acme',
  userScope: 'central',
  scim: 'acme',
};

const send = (c: Case, token = c.caller === 'anonymous' ? undefined : tokens[c.caller]) =>
  t.request({
    method: c.method as 'GET',
    url: c.url,
    host: hostOf[c.caller],
    token,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
    headers: c.contentType ? { 'content-type': c.contentType } : {},
  });

/** The ids of a list's own rows (`results[].id`, or the items' `id`), else every id it names. */
function rowIds(answer: unknown): string[] {
  const rows = Array.isArray(answer)
    ? answer
    : answer !== null &&
        typeof answer === 'object' &&
        Array.isArray((answer as { results?: unknown }).results)
      ? (answer as { results: unknown[] }).results
      : [];
  const own = rows
    .map((row) => (row !== null && typeof row === 'object' ? (row as { id?: unknown }).id : undefined))
    .filter((id): id is string => typeof id === 'string' && uuid.test(id));
  return (own.length > 0 ? own : [...idsIn(answer, new Set<string>())]).filter((id) => !callerIds.has(id));
}

/** The ids a GET of `url` answers with as the admin, asked once. */
async function idsOfList(url: string): Promise<string[]> {
  const known = listIds.get(url);
  if (known) return known;
  const response = await t.request({ method: 'GET', url, token: tokens.admin });
  const found =
    response.statusCode === 200 && response.headers['content-type']?.toString().includes('json')
      ? rowIds(response.json())
      : [];
  listIds.set(url, found);
  return found;
}

/** Field names that name members under another word. */
const memberWords =
  /^(member|recipient|user|nominee|nominator|manager|sender|owner|winner|candidate|contributor|actor|sentBy|sentTo)/i;

/** The own ids a body field asks for: `awardTypeId` → the rows of a list ending in /awardTypes. */
function idsForKey(key: string): string[] | undefined {
  const word = key.replace(/Ids?$|Id(In)?$/, '').replace(/s$/, '');
  if (!word) return undefined;
  if (memberWords.test(word)) return listIds.get('/api/identity/tenantMembers');
  for (const [url, found] of listIds) {
    const last = url.split('?')[0]?.split('/').pop()?.toLowerCase() ?? '';
    if (last === `${word.toLowerCase()}s` || last === word.toLowerCase()) return found;
  }
  return undefined;
}

const malformedPathValues = [
  'not-a-uuid',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '-1',
  '1.5',
  '99999999999999999999999',
  '..%2F..%2Fapi',
  'x'.repeat(2000),
  '%F0%9F%8E%89',
  '%25',
  '00000000-0000-0000-0000-000000000000',
];

/** The path with each parameter filled: mostly ids that exist, sometimes another tenant's, random or malformed. */
async function fillPath(op: Operation, rng: Random, forceHostile: boolean): Promise<string> {
  let url = '';
  const segments = op.path.split('/');
  for (const [index, segment] of segments.entries()) {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    if (!param) {
      url += index === 0 ? segment : `/${segment}`;
      continue;
    }
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === param)?.schema;
    const roll = forceHostile ? 0.9 + rng.random() * 0.1 : rng.random();
    let value: string;
    if (schema?.enum && roll < 0.75) value = String(rng.pick(schema.enum));
    else if (roll < 0.6) {
      const near = await idsOfList(url);
      const pool = near.length > 0 ? near : ids.own;
      value = pool.length > 0 ? rng.pick(pool) : randomId(rng);
    } else if (roll < 0.75) value = ids.other.length > 0 ? rng.pick(ids.other) : randomId(rng);
    else if (roll < 0.85) value = randomId(rng);
    else value = rng.pick(malformedPathValues);
    if (value === 'me' && op.method !== 'GET') value = randomId(rng);
    url += `/${value}`;
  }
  return url;
}

const queryParams = (op: Operation) => op.parameters.filter((p) => p.in === 'query');

function queryString(
  op: Operation,
  rng: Random,
  hostile: 'none' | 'one' | 'all' | 'nul' | 'surrogate',
): string {
  const parts: string[] = [];
  const params = queryParams(op);
  const target = hostile === 'one' && params.length > 0 ? rng.pick(params).name : undefined;
  for (const param of params) {
    let value: unknown;
    if (hostile === 'nul') value = nul;
    else if (hostile === 'surrogate') value = rng.pick(loneSurrogates);
    else if (hostile === 'all' || param.name === target) value = hostileValue(param.schema, rng, ids);
    else if (param.required || rng.chance(0.3)) value = sample(param.schema, rng, ids);
    else continue;
    if (value === undefined) continue;
    parts.push(`${encodeURIComponent(param.name)}=${encodeQueryValue(value)}`);
    // The same parameter twice: Fastify makes it an array.
    if (hostile !== 'none' && rng.chance(0.1)) parts.push(`${encodeURIComponent(param.name)}=1`);
  }
  if (hostile === 'all') parts.push('unknown=%00', 'page[0]=1', '__proto__=x', 'constructor[prototype]=y');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const json = (value: unknown) => JSON.stringify(value);

/** Bodies for operations the document gives no JSON body (SCIM's, bodiless actions). */
function looseBody(op: Operation, rng: Random): unknown {
  if (op.path.startsWith('/api/scim/') && op.method === 'PATCH') {
    return {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: op.path.includes('Groups')
        ? [{ op: 'add', path: 'members', value: [{ value: rng.pick(ids.own) }] }]
        : [{ op: 'replace', path: 'name.givenName', value: 'Fuzz' }],
    };
  }
  if (op.path.includes('/scim/v2/Users')) {
    return {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: `fuzz${rng.int(0, 1e6)}@acme.test`,
      name: { givenName: 'Fuzz', familyName: 'Case' },
      emails: [{ value: `fuzz${rng.int(0, 1e6)}@acme.test`, primary: true }],
      active: true,
    };
  }
  if (op.path.includes('/scim/v2/Groups')) {
    return {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: `Fuzz ${rng.int(0, 1e6)}`,
      members: ids.own.slice(0, 2).map((value) => ({ value })),
    };
  }
  return {};
}

/** The cases every operation gets, then `runs` random ones. */
async function casesOf(op: Operation, rng: Random): Promise<Case[]> {
  const name = `${op.method} ${op.path}`;
  const hasBody = op.body !== undefined || (op.method !== 'GET' && op.method !== 'DELETE');
  const scim = op.path.startsWith('/api/scim/');
  const bodyType = scim ? 'application/scim+json' : 'application/json';
  const pickCaller = (): Caller => {
    if (scim) return rng.chance(0.85) ? 'scim' : 'anonymous';
    const roll = rng.random();
    const caller: Caller =
      roll < 0.6 ? 'admin' : roll < 0.8 ? 'employee' : roll < 0.92 ? 'anonymous' : 'userScope';
    return caller === 'admin' && notAsAdmin.has(name) ? 'employee' : caller;
  };
  const base = () => (op.body ? sample(op.body, rng, ids) : looseBody(op, rng));
  const cases: Case[] = [];
  const add = async (
    label: string,
    options: {
      payload?: unknown;
      raw?: string;
      contentType?: string;
      query?: string;
      hostilePath?: boolean;
    } = {},
  ) => {
    const url =
      (await fillPath(op, rng, options.hostilePath ?? false)) +
      (options.query ?? queryString(op, rng, 'none'));
    const payload = options.raw ?? (options.payload === undefined ? undefined : json(options.payload));
    cases.push({
      label,
      caller: pickCaller(),
      url,
      method: op.method,
      payload,
      contentType: payload === undefined ? undefined : (options.contentType ?? bodyType),
    });
  };

  // Fixed cases.
  if (queryParams(op).length > 0) {
    await add('NUL in every query value', { query: queryString(op, rng, 'nul') });
    await add('lone surrogate in every query value', { query: queryString(op, rng, 'surrogate') });
    await add('hostile value in every query parameter', { query: queryString(op, rng, 'all') });
  }
  if (op.path.includes('{')) await add('hostile path parameters', { hostilePath: true });
  if (hasBody) {
    const body = base();
    await add('a sample body', { payload: body });
    await add('NUL in every string', { payload: mapLeaves(body, (s) => `${s}${nul}`) });
    await add('lone surrogate in every string', {
      payload: mapLeaves(body, (s) => `${s}${loneSurrogates[0]}`),
    });
    await add('huge numbers', {
      payload: mapLeaves(
        body,
        (s) => s,
        () => 1e308,
      ),
    });
    await add('negative fractions', {
      payload: mapLeaves(
        body,
        (s) => s,
        (n) => -n - 0.5,
      ),
    });
    await add('empty object', { payload: {} });
    await add('malformed JSON', { raw: '{"unterminated": [1, 2', contentType: bodyType });
    await add('deeply nested JSON', { raw: `${'['.repeat(5000)}${']'.repeat(5000)}` });
    await add('JSON as text/plain', { raw: json(body), contentType: 'text/plain' });
    await add('form-encoded body', {
      raw: 'name=a%00b&id[]=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    await add('multipart without a boundary', { raw: 'a', contentType: 'multipart/form-data' });
    await add('multipart cut short', {
      raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nname,email\r\n',
      contentType: 'multipart/form-data; boundary=x',
    });
    await add('multipart garbage', {
      raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
      contentType: 'multipart/form-data; boundary=x',
    });
    await add('no content type', { raw: json(body), contentType: '' });
  } else {
    await add('a body on a bodiless call', { payload: { id: rng.pick(hostileStrings) } });
  }

  // Random cases.
  for (let run = 0; run < runs; run += 1) {
    const roll = rng.random();
    if (!hasBody || roll < 0.25) {
      const hostilePath = rng.chance(0.3);
      await add(hostilePath ? 'hostile path' : 'hostile query', {
        query: queryString(op, rng, hostilePath ? 'none' : 'one'),
        hostilePath,
        ...(hasBody ? { payload: base() } : {}),
      });
      continue;
    }
    const body = base();
    const places = leaves(body, op.body);
    const kind = rng.random();
    if (kind < 0.55 && places.length > 0) {
      const place = rng.pick(places);
      const value = hostileValue(place.schema, rng, ids);
      await add(`${place.path.join('.')} = ${shown(value)}`, { payload: setAt(body, place.path, value) });
    } else if (kind < 0.7 && places.length > 0) {
      const place = rng.pick(places);
      await add(`without ${place.path.join('.')}`, { payload: setAt(body, place.path, remove) });
    } else if (kind < 0.8) {
      await add('an extra field', {
        payload: {
          ...(body as object),
          [rng.pick(['__proto__', 'tenantId', 'id', 'x'])]: rng.pick(hostileStrings),
        },
      });
    } else if (kind < 0.9) {
      await add('the wrong root', { payload: rng.pick([[], null, 'text', 42, [body], true]) });
    } else {
      await add('the sample body', { payload: body });
    }
  }
  return cases;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}

const truncate = (text: string | undefined, length = 400) =>
  text === undefined ? '' : text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

const scimOperation = (op: Operation) => op.path.startsWith('/api/scim/');

function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { name?: unknown; message?: unknown };
    return typeof parsed.name === 'string' && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

/** Replaces an ended session with a spare; names the operation that ended it. */
async function keepSessions(after: string, notes: string[]) {
  for (const who of ['admin', 'employee'] as const) {
    const probe = await t.request({
      method: 'GET',
      url: '/api/identity/accessToken/info',
      token: tokens[who],
    });
    if (probe.statusCode === 200) continue;
    notes.push(`${after} ended the ${who}'s session (${probe.statusCode})`);
    const spare = spares[who].shift();
    if (!spare) throw new Error(`no spare ${who} session left after ${after}`);
    tokens[who] = spare;
  }
}

beforeAll(async () => {
  // Sign-in limits scaled up: the suite signs in for logout's own sessions, and the fuzzed sign-ins
  // should reach the password check rather than stop at 429.
  t = await startTestApp({ rateLimits: scaledRateLimits(defaultRateLimits, 1000) });
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  // Deletions last, so that the rows they remove are there for every other operation first.
  const deletesLast = (op: Operation) => (op.method === 'DELETE' ? 1 : 0);
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      bodyRequired: op.requestBody?.required ?? false,
    })),
  );
  operations.sort((a, b) => deletesLast(a) - deletesLast(b));
  tokens.admin = await t.login('ada@acme.test');
  tokens.employee = await t.login('eve@acme.test');
  tokens.userScope = await t.login('uma@kudos.test', 'central');
  spares.admin = [await t.login('ada@acme.test'), await t.login('ada@acme.test')];
  spares.employee = [await t.login('eve@acme.test')];
  // A custom role, so that the role routes reach their updates.
  await t.request({
    method: 'POST',
    url: '/api/identity/roles',
    token: tokens.admin,
    payload: { name: 'Fuzz role', permissions: [] },
  });
  const scim = await t.request({
    method: 'POST',
    url: '/api/identity/scimTokens',
    token: tokens.admin,
    payload: { name: 'fuzz' },
  });
  tokens.scim = scim.json().token;
  for (const who of ['admin', 'employee'] as const) {
    for (const url of ['/api/identity/accessToken/info', '/api/identity/tenantMembers/me']) {
      idsIn((await t.request({ method: 'GET', url, token: tokens[who] })).json(), callerIds);
    }
  }
  // The own and other tenant's ids: from every list the admins of acme and globex can read.
  const globexAdmin = await t.login('uma@kudos.test', 'globex');
  const own = new Set<string>();
  const other = new Set<string>();
  for (const op of operations) {
    if (op.method !== 'GET' || op.path.includes('{') || /export|csv|docs/.test(op.path)) continue;
    const answer = await t.request({ method: 'GET', url: op.path, token: tokens.admin });
    if (answer.headers['content-type']?.toString().includes('json')) {
      idsIn(answer.json(), own);
      listIds.set(op.path, rowIds(answer.json()));
    }
    const theirs = await t.request({ method: 'GET', url: op.path, token: globexAdmin, host: 'globex' });
    if (theirs.headers['content-type']?.toString().includes('json')) idsIn(theirs.json(), other);
  }
  ids.own = [...own].filter((id) => !callerIds.has(id) && !other.has(id));
  ids.other = [...other].filter((id) => !own.has(id));
  ids.forKey = idsForKey;
}, 120_000);
afterAll(() => t?.close());

describe(`the API under fuzzing (FUZZ_SEED=${seed})`, () => {
  it('covers every operation of the OpenAPI document with ids to use', () => {
    expect(operations.length).toBeGreaterThan(300);
    expect(ids.own.length).toBeGreaterThan(10);
    expect(ids.other.length).toBeGreaterThan(3);
  });

  it(
    'answers every hostile request without a server error',
    async () => {
      const failures: string[] = [];
      const notes: string[] = [];
      let sent = 0;
      for (const op of operations) {
        const name = `${op.method} ${op.path}`;
        if (op.path.startsWith('/api/docs') || (only && !name.includes(only))) continue;
        const rng = random(hash(`${seed}:${name}`));
        const cases = await casesOf(op, rng);
        const statuses: Record<number, number> = {};
        for (const c of cases) {
          let token: string | undefined = c.caller === 'anonymous' ? undefined : tokens[c.caller];
          if (ownSession.has(name) && (c.caller === 'admin' || c.caller === 'employee')) {
            token = await t.login(c.caller === 'admin' ? 'ada@acme.test' : 'eve@acme.test');
          }
          const response = await send(c, token);
          sent += 1;
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          if (process.env.FUZZ_VERBOSE === '2') {
            console.info(
              `${c.method} ${truncate(c.url, 120)} ${c.caller} (${c.label}) ${truncate(c.payload, 300)}\n  → ${response.statusCode} ${truncate(response.body, 300)}`,
            );
          }
          const leaked = /at .*\.ts:\d+|SELECT |select .* from|kudos_app/.test(response.body);
          // Every refusal outside SCIM (which answers in SCIM's own shape) is `{ name, message }`.
          const shapeless = response.statusCode >= 400 && !scimOperation(op) && !hasErrorShape(response.body);
          const serverError =
            response.statusCode >= 500 &&
            !(response.statusCode === 503 && response.json().name === 'MaintenanceError');
          if (serverError || leaked || shapeless) {
            failures.push(
              `${c.method} ${truncate(c.url, 200)} as ${c.caller} (${c.label})` +
                `\n  content-type: ${c.contentType ?? '(none)'}; body: ${truncate(c.payload)}` +
                `\n  → ${response.statusCode} ${truncate(response.body)}`,
            );
          }
        }
        if (process.env.FUZZ_VERBOSE) console.info(`${name}: ${JSON.stringify(statuses)}`);
        await keepSessions(name, notes);
      }
      if (notes.length > 0) console.info(`fuzz (FUZZ_SEED=${seed}):\n${notes.join('\n')}`);
      console.info(`fuzz: ${sent} requests over ${operations.length} operations, seed ${seed}`);
      expect(
        failures,
        `${failures.length} server errors or off-contract answers; replay with FUZZ_SEED=${seed} npx vitest run server/src/test/api-fuzz.test.ts`,
      ).toEqual([]);
    },
    timeout,
  );
});
