import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import english from './en.json';

/** The catalogue's placeholder for the number a sentence interpolates (form-errors.ts). */
const limitPlaceholder = '{{max}}';

/** A quoted or template string's text; `${…}` (a limit such as maxPointsPerRecipient) as the placeholder. */
function textOf(quote: string, body: string): string {
  if (quote === '`') return body.replace(/\$\{[^}]+\}/g, limitPlaceholder);
  return body.replace(/\\'/g, "'");
}

/** A string literal, quoted or template (without nested backticks). */
const literal = String.raw`(?:'((?:[^'\\]|\\.)+)'|\`((?:[^\`\\]|\\.)+)\`)`;

/**
 * Every sentence the shared schemas write for people: `error: '…'` / `message: '…'` options (a
 * template literal too, its limit as {{max}}), and the values of the `…Texts` objects
 * (`awardTexts`, `cardTexts`), which schemas and server routes use by name.
 */
function sharedSentences(): string[] {
  // Tests run from the repository root (vitest.config.ts).
  const root = path.join(process.cwd(), 'shared/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const sentences = new Set<string>();
  const add = (quote: string, body: string) => {
    const sentence = textOf(quote, body);
    // Sentences start with a capital; protocol names (SCIM's urn:…) and key checks are not for people.
    if (/^[A-Z]/.test(sentence)) sentences.add(sentence);
  };
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(new RegExp(String.raw`\b(?:error|message): ${literal}`, 'g'))) {
      add(match[1] === undefined ? '`' : "'", match[1] ?? match[2] ?? '');
    }
    for (const block of source.matchAll(/export const \w+Texts = \{([\s\S]*?)\n\}/g)) {
      for (const match of (block[1] ?? '').matchAll(new RegExp(String.raw`^\s*\w+: ${literal}`, 'gm'))) {
        add(match[1] === undefined ? '`' : "'", match[1] ?? match[2] ?? '');
      }
    }
  }
  return [...sentences].sort();
}

describe('the contract messages catalogue', () => {
  it('finds the sentences of text objects and of template literals, the limit as {{max}}', () => {
    const sentences = sharedSentences();
    expect(sentences).toContain('Points required'); // awardTexts.pointsRequired
    expect(sentences).toContain('Message should not be more than {{max}} characters'); // awardTexts
    expect(sentences).toContain('Enter a point amount that is {{max}} or less'); // recognition.ts
    expect(sentences).toContain('Invite at most {{max}} members at once'); // card.ts
    expect(sentences).toContain('Enter a name'); // `error: '…'`
  });

  it('has every sentence the shared schemas show people, keyed by its English text', () => {
    const missing = sharedSentences().filter((sentence) => !(sentence in english));
    expect(missing, 'add these to lib/contract-messages/en.json and de.json').toEqual([]);
    for (const [key, text] of Object.entries(english)) expect(text).toBe(key);
  });
});
