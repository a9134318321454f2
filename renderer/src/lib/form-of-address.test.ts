import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * German addresses people formally ("Sie") everywhere: the awards and points pages once said "du"
 * while the rest said "Sie". Every German catalog string, the server's sentences as shown, and the
 * server's German mails are read for the informal pronouns.
 */
const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure)\b/i;

// Tests run from the repository root (vitest.config.ts).
const root = process.cwd();
const germanCatalogs = [
  ...readdirSync(path.join(root, 'renderer/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(?:^|[/\\])locales[/\\]de\.json$/.test(file))
    .map((file) => path.join('renderer/src', file)),
  'renderer/src/lib/contract-messages/de.json',
  'electron/main/locales/de.json',
];

function strings(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([child, inner]) => strings(inner, key ? `${key}.${child}` : child));
  }
  return [];
}

describe('the German form of address', () => {
  it('tells the informal pronouns from the formal ones', () => {
    expect(informal.test('Du kannst es später ändern.')).toBe(true);
    expect(informal.test('mit deiner Begründung')).toBe(true);
    expect(informal.test('Sie können es später ändern; Ihre Auswahl, Ihrer Organisation.')).toBe(false);
  });

  it('is "Sie" in every German catalog string', () => {
    expect(germanCatalogs.length).toBeGreaterThan(10);
    const found = germanCatalogs.flatMap((file) =>
      strings(JSON.parse(readFileSync(path.join(root, file), 'utf8')))
        .filter(([, text]) => informal.test(text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('is "Sie" in the German e-mails', () => {
    const mails = readFileSync(path.join(root, 'server/src/mail/texts/de.ts'), 'utf8');
    const found = mails
      .split('\n')
      .filter((line) => informal.test(line.replace(/\/\/.*|\/\*.*|^\s*\*.*/g, '')));
    expect(found).toEqual([]);
  });
});
