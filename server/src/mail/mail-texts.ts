import { de } from './texts/de.ts';
import { en, type MailTexts } from './texts/en.ts';

/** Every language the e-mails are written in; English is the fallback. */
export const mailCatalogs: Record<string, MailTexts> = { en, de };

export type MailKind = keyof MailTexts;

/**
 * The language a mail is written in: the member's own locale, else the tenant's language, else
 * English; a regional tag (`de-AT`) uses its base language.
 */
export function mailLanguage(...candidates: ReadonlyArray<string | null | undefined>): string {
  for (const candidate of candidates) {
    const base = candidate?.trim().toLowerCase().split('-')[0];
    if (base && base in mailCatalogs) return base;
  }
  return 'en';
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** A mail's subject and text in a language, its `{{placeholders}}` filled in. */
export function mailText(
  language: string,
  kind: MailKind,
  values: Record<string, string>,
): { subject: string; text: string } {
  const texts = (mailCatalogs[language] ?? en)[kind];
  return { subject: fill(texts.subject, values), text: fill(texts.text, values) };
}

/** One named part of a mail that is put together from parts (the digest's lines), filled in. */
export function mailPart<Kind extends MailKind>(
  language: string,
  kind: Kind,
  part: keyof MailTexts[Kind],
  values: Record<string, string> = {},
): string {
  const texts = (mailCatalogs[language] ?? en)[kind];
  return fill(texts[part] as string, values);
}
