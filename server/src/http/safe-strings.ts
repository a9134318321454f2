import type { FastifyInstance } from 'fastify';
import { invalid } from './errors.ts';

/** The refusal of a string the database cannot store; keyed in the contract messages catalogue. */
export const notAllowedCharacterMessage = 'Contains a character that is not allowed.';

/** NUL, a high surrogate not followed by a low one, a low surrogate not after a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character this looks for
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a string can be stored: PostgreSQL (and PGlite) refuse a NUL (U+0000) in text and a
 * lone surrogate (half of a UTF-16 pair, `"\ud800"` in JSON) in jsonb, so either would fail deep
 * inside a query as a server error.
 */
export const isStorableString = (value: string): boolean => !unstorable.test(value);

/**
 * A parsed JSON object or query string (fast-querystring's has a prototype of its own, itself
 * without one); not a Buffer, stream or other parser's own value.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * The path (`items.0.name`) of the first string in `value`, a key or a value, that is not storable;
 * null when there is none. Walks with its own stack, so a deeply nested body cannot overflow it.
 */
export function unstorableStringPath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string };
    if (typeof next.value === 'string') {
      if (!isStorableString(next.value)) return next.path;
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        stack.push({ value: item, path: next.path ? `${next.path}.${index}` : `${index}` });
      });
    } else if (isPlainObject(next.value)) {
      for (const [key, item] of Object.entries(next.value)) {
        // A key that cannot be stored is named safely: its own text is what cannot be shown.
        const path = next.path ? `${next.path}.${key}` : key;
        if (!isStorableString(key)) return next.path || '';
        stack.push({ value: item, path });
      }
    }
  }
  return null;
}

/**
 * Refuses, for every route, a request whose query, path parameters or body holds a string the
 * database cannot store: 400 ValidationError naming the field, before the route's own schema
 * runs. One hook instead of a check on every string schema, so routes with their own parsing
 * (SCIM, SAML, uploads' fields) are covered as well.
 */
export function registerSafeStrings(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = unstorableStringPath(part);
      if (path !== null) throw invalid(path, notAllowedCharacterMessage, 'invalidCharacter');
    }
  });
}
