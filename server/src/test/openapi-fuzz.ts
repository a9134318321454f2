/**
 * Hostile inputs generated from the OpenAPI document's JSON schemas, for the API fuzz suite
 * (api-fuzz.test.ts). Its own small generator over `seededRandom` (mulberry32), not fast-check:
 * an HTTP case is cheap to replay but slow to shrink, and what a failure needs is the exact
 * request, which the suite prints, and the seed, which replays the whole run.
 */
import { seededRandom } from './seeded-random.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
};

export type Random = ReturnType<typeof seededRandom> & {
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
};

/** FNV-1a: one operation's generator derives from the run's seed and its name. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function random(seed: number): Random {
  const base = seededRandom(seed);
  return {
    ...base,
    int: (min, max) => min + Math.floor(base.random() * (max - min + 1)),
    chance: (p) => base.random() < p,
  };
}

/** A random (v4-shaped) uuid from the seeded generator, so that a replay sends the same one. */
export function randomId(rng: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Ids the generator fills `uuid` fields and path parameters with. */
export type IdPools = {
  /** Ids of the caller's tenant (the callers' own member ids left out, so nobody suspends them). */
  own: string[];
  /** Ids of another tenant: every answer must be a 404 or 403, never its data and never a 500. */
  other: string[];
  /** The own ids a field's name asks for (`awardTypeId`: award types), when the suite knows them. */
  forKey?: (key: string) => string[] | undefined;
};

export const nul = 'a\u0000b';
export const loneSurrogates = ['x\ud800y', '\udc00', 'tail\udbff'];
export const hostileNumbers = [
  -1,
  0,
  0.5,
  -0.000001,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  Number.MAX_SAFE_INTEGER * 1000,
];
export const hostileStrings = [
  '',
  ' ',
  nul,
  ...loneSurrogates,
  'x'.repeat(200_000),
  '9'.repeat(400),
  '-1',
  '1.5',
  '1e400',
  'NaN',
  'null',
  'true',
  '%',
  '%00',
  "'; drop table tenants; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202e\u0301🎉'.repeat(3),
  '2026-13-45T99:99:99Z',
  '0000-00-00',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'me',
];
const wrongTypes: unknown[] = [42, -1, 1.5, true, null, 'text', {}, [], [null], { nested: { deep: [1] } }];

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Strings a `pattern` may accept, tried in order. */
const patternCandidates = [
  '#336699',
  '09:00',
  '12-25',
  '2026-05-01',
  'abc',
  'a',
  'A1',
  'en',
  'Europe/Berlin',
  'https://example.com/x',
];

/** Values a field's name asks for, where its schema checks more than JSON Schema says (a refine). */
const hints: [RegExp, string][] = [
  [/locale|language/i, 'en'],
  [/time_?zone/i, 'Europe/Berlin'],
  [/colou?r/i, '#336699'],
  [/currency/i, 'USD'],
  [/contentType|mimeType/i, 'image/png'],
  [/fileName|filename/i, 'fuzz.png'],
  [/imageUrl|https/i, 'https://example.com/fuzz.png'],
  [/birthday|anniversary/i, '04-23'],
  [/reaction|emoji/i, '👍'],
];

function sampleString(schema: JsonSchema, rng: Random, ids: IdPools, key = ''): string {
  const hint = hints.find(([pattern]) => pattern.test(key));
  if (hint && !schema.format && rng.chance(0.9)) return hint[1];
  switch (schema.format) {
    case 'uuid': {
      const kind = ids.forKey?.(key);
      if (kind && kind.length > 0 && rng.chance(0.85)) return rng.pick(kind);
      return rng.chance(0.9) && ids.own.length > 0 ? rng.pick(ids.own) : randomId(rng);
    }
    case 'date-time':
      return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23))).toISOString();
    case 'date':
      return `2026-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
    case 'email':
      return `fuzz${rng.int(0, 1e6)}@acme.test`;
    case 'uri':
    case 'url':
      return 'https://example.com/fuzz';
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      const found = patternCandidates.find((candidate) => pattern.test(candidate));
      if (found) return found;
    } catch {
      // a pattern JavaScript cannot read: any string will do
    }
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  const text = `Fuzz ${rng.int(0, 9999)}`.slice(0, Math.max(max, 1));
  return text.length >= min ? text : text.padEnd(min, 'x');
}

function sampleNumber(schema: JsonSchema, rng: Random, integer: boolean): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = Math.min(schema.maximum ?? min + 100, min + 100);
  const value = min + rng.random() * (max - min);
  return integer ? Math.ceil(value) : Math.round(value * 100) / 100;
}

/** A value the schema accepts, or near enough: the base a mutation breaks in one place. */
export function sample(
  schema: JsonSchema | undefined,
  rng: Random,
  ids: IdPools,
  depth = 0,
  key = '',
): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return sample(rng.pick(choices), rng, ids, depth + 1, key);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, rng, ids, depth + 1)));
  }
  if (schema.nullable && rng.chance(0.1)) return null;
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types.length > 0 ? rng.pick(types) : schema.properties ? 'object' : 'string';
  switch (type) {
    case 'string':
      return sampleString(schema, rng, ids, key);
    case 'integer':
      return sampleNumber(schema, rng, true);
    case 'number':
      return sampleNumber(schema, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = Math.min(min + rng.int(0, 2), schema.maxItems ?? min + 2);
      return Array.from({ length: count }, () => sample(schema.items, rng, ids, depth + 1, key));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.6)) result[key] = sample(property, rng, ids, depth + 1, key);
      }
      return result;
    }
    default:
      return null;
  }
}

/** A value no field of `schema` should accept without a 4xx: wrong type, out of range, unstorable. */
export function hostileValue(schema: JsonSchema | undefined, rng: Random, ids: IdPools): unknown {
  const types = schema ? typesOf(schema) : [];
  const roll = rng.random();
  if (schema?.format === 'uuid' && roll < 0.4) {
    return rng.chance(0.6) && ids.other.length > 0 ? rng.pick(ids.other) : randomId(rng);
  }
  if ((types.includes('integer') || types.includes('number')) && roll < 0.6) return rng.pick(hostileNumbers);
  if (types.includes('array') && roll < 0.3) {
    return Array.from({ length: rng.pick([1, 1000, 10_000]) }, () => sample(schema?.items, rng, ids));
  }
  if (roll < 0.75) return rng.pick(hostileStrings);
  return rng.pick(wrongTypes);
}

type Leaf = { path: (string | number)[]; schema: JsonSchema | undefined };

const resolved = (schema: JsonSchema | undefined, value: unknown): JsonSchema | undefined => {
  const choices = schema?.anyOf ?? schema?.oneOf;
  if (!choices) return schema;
  // The branch whose type fits the value, else the first.
  const fits = choices.find((choice) =>
    Array.isArray(value)
      ? typesOf(choice).includes('array')
      : value !== null && typeof value === 'object'
        ? typesOf(choice).includes('object') || choice.properties !== undefined
        : true,
  );
  return fits ?? choices[0];
};

/** Every place in `value` a mutation can break: each property and array item, nested ones too. */
export function leaves(
  value: unknown,
  schema: JsonSchema | undefined,
  path: (string | number)[] = [],
): Leaf[] {
  const own = resolved(schema, value);
  const found: Leaf[] = path.length > 0 ? [{ path, schema: own }] : [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push(...leaves(item, own?.items, [...path, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push(...leaves(item, own?.properties?.[key], [...path, key]));
    }
  }
  return found;
}

/** A deep copy of `value` with `path` set to `next` (or removed when `next` is `remove`). */
export const remove = Symbol('remove');
export function setAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (next === remove) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else {
    at[last] = next;
  }
  return copy;
}

/** Every string of `value` (keys kept) replaced by `replace(old)`; numbers by `number(old)`. */
export function mapLeaves(
  value: unknown,
  replace: (text: string) => unknown,
  number: (n: number) => unknown = (n) => n,
): unknown {
  if (typeof value === 'string') return replace(value);
  if (typeof value === 'number') return number(value);
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, replace, number));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, replace, number)]),
    );
  }
  return value;
}

/** A query string value, percent-encoded; a lone surrogate as the invalid UTF-8 it would be. */
export function encodeQueryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return `x%ED%A0%80y`;
  }
}
