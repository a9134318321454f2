import { z } from 'zod';

/** The languages a notification is written in; English is the fallback (as for mails). */
export const notificationLanguages = ['en', 'de'] as const;
export type NotificationLanguage = (typeof notificationLanguages)[number];

/**
 * What a notification means, not its words: the bell stores the kind's name and its params, and
 * each reader sees it in their own language. The web app renders the same sentences from its
 * catalogue (renderer/src/features/notifications/locales, key `kinds.<name>`; kinds.test.ts
 * keeps the two equal); the server renders them for web push and for API clients.
 */
export type NotificationKind<P extends Record<string, string | number> = Record<string, string | number>> = {
  /** `<area>.<event>`, e.g. `recognition.recognized`. */
  name: string;
  params: z.ZodType<P>;
  /** The sentence in each language, its `{{param}}` placeholders filled in from the params. */
  texts: Record<NotificationLanguage, string>;
  /** A bell entry of this kind, typed: `...recognized.of({ name })` in a notify input. */
  of(params: P): NotificationMeaning;
};

/** What a bell row holds instead of text. */
export type NotificationMeaning = { kind: string; params: Record<string, string | number> };

/** A notification's params: names, titles and counts, nothing else (they end up in sentences). */
type ParamShape = Record<string, z.ZodType<string | number>>;

const placeholders = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

/** Declares a kind; its area lists it in index.ts (`notificationKinds`) to register it. */
export function notificationKind<S extends ParamShape>(
  name: string,
  shape: S,
  texts: Record<NotificationLanguage, string>,
): NotificationKind<z.infer<z.ZodObject<S>> & Record<string, string | number>> {
  const params = z.strictObject(shape);
  for (const language of notificationLanguages) {
    const unknown = placeholders(texts[language]).filter((p) => !(p in shape));
    if (unknown.length > 0)
      throw new Error(`notification kind ${name} (${language}) names no param ${unknown}`);
  }
  type P = z.infer<typeof params> & Record<string, string | number>;
  return {
    name,
    params: params as unknown as z.ZodType<P>,
    texts,
    of: (values: P) => ({ kind: name, params: values }),
  };
}

const registry = new Map<string, NotificationKind>();

/** Called with every area's kinds (kernel/areas.ts); a name registered twice is a mistake. */
export function registerNotificationKinds(kinds: readonly NotificationKind[]): void {
  registry.clear();
  for (const kind of kinds) {
    if (registry.has(kind.name)) throw new Error(`notification kind ${kind.name} registered twice`);
    registry.set(kind.name, kind);
  }
}

export const registeredNotificationKinds = (): NotificationKind[] => [...registry.values()];

/**
 * The kind and params as they are stored, checked: an unregistered kind or params that do not
 * fit it throw, so the bell never holds a notification no reader can read.
 */
export function checkedMeaning(meaning: NotificationMeaning): NotificationMeaning {
  const kind = registry.get(meaning.kind);
  if (!kind) throw new Error(`unknown notification kind ${meaning.kind}`);
  const parsed = kind.params.safeParse(meaning.params);
  if (!parsed.success) throw new Error(`notification ${meaning.kind}: ${parsed.error.message}`);
  return { kind: kind.name, params: parsed.data };
}

/** The language a notification is shown in: `mailLanguage`'s choice, narrowed to ours. */
export function notificationLanguage(language: string): NotificationLanguage {
  return (notificationLanguages as readonly string[]).includes(language)
    ? (language as NotificationLanguage)
    : 'en';
}

/**
 * A stored notification as a sentence in `language`: its kind's text with the params filled in,
 * else the English text an older row kept (null when there is neither).
 */
export function renderNotification(
  row: { kind: string | null; params: unknown; message: string | null },
  language: string,
): string {
  const kind = row.kind ? registry.get(row.kind) : undefined;
  if (!kind) return row.message ?? '';
  const params = (row.params ?? {}) as Record<string, unknown>;
  return kind.texts[notificationLanguage(language)].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
