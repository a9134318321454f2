import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import english from './en.json';

/** Every `error: '…'` / `message: '…'` sentence the shared schemas write for people. */
function sharedSentences(): string[] {
  // Tests run from the repository root (vitest.config.ts).
  const root = path.join(process.cwd(), 'shared/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const sentences = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/\b(?:error|message): '((?:[^'\\]|\\.)+)'/g)) {
      const sentence = (match[1] ?? '').replace(/\\'/g, "'");
      // Sentences start with a capital; protocol names (SCIM's urn:…) and key checks are not for people.
      if (/^[A-Z]/.test(sentence)) sentences.add(sentence);
    }
  }
  return [...sentences].sort();
}

describe('the contract messages catalogue', () => {
  it('has every sentence the shared schemas show people, keyed by its English text', () => {
    const missing = sharedSentences().filter((sentence) => !(sentence in english));
    expect(missing, 'add these to lib/contract-messages/en.json and de.json').toEqual([]);
    for (const [key, text] of Object.entries(english)) expect(text).toBe(key);
  });
});
