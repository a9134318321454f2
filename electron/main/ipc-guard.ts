import type { z } from 'zod';
import { isAppUrl } from './url-policy.ts';

/**
 * Every IPC message is checked before it is acted on: it must come from the top frame of one
 * of our windows showing the app itself (not an iframe, not a page that navigated elsewhere),
 * and its arguments must match the channel's schema exactly.
 */
export type SenderFacts = { frameUrl: string | null; isMainFrame: boolean; knownWindow: boolean };

export function isTrustedSender(sender: SenderFacts): boolean {
  return sender.knownWindow && sender.isMainFrame && sender.frameUrl !== null && isAppUrl(sender.frameUrl);
}

export type ArgsCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** Validates a call's arguments: exactly as many as the channel takes, each against its schema. */
export function checkArgs<const S extends readonly z.ZodType[]>(
  schemas: S,
  args: readonly unknown[],
): ArgsCheck<{ [K in keyof S]: z.output<S[K]> }> {
  if (args.length !== schemas.length)
    return { ok: false, message: `Expected ${schemas.length} argument(s), got ${args.length}` };
  const values: unknown[] = [];
  for (const [index, schema] of schemas.entries()) {
    const parsed = schema.safeParse(args[index]);
    if (!parsed.success)
      return { ok: false, message: `Argument ${index + 1}: ${parsed.error.issues[0]?.message}` };
    values.push(parsed.data);
  }
  return { ok: true, value: values as { [K in keyof S]: z.output<S[K]> } };
}
