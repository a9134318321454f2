import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';
import { contractMessage, serverMessage } from './form-errors.ts';
import { switchLanguage } from './i18n.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('errorMessage', () => {
  it('uses a known name, else the default', () => {
    const conflict = new ApiError(409, { name: 'ConflictError', message: 'Nope' });
    expect(errorMessage(conflict, t, { ConflictError: 'x:conflict' })).toBe('x:conflict');
    expect(errorMessage(conflict, t)).toBe('common:toast.error');
    expect(errorMessage(new ApiError(0, null), t)).toBe('common:errors.offline');
  });
});

describe("the server's sentences in German", () => {
  beforeAll(() => switchLanguage('de'));
  afterAll(() => switchLanguage('en'));

  it('reads a catalogued server sentence, a number in the reader’s way', () => {
    expect(contractMessage('The points fund is disabled; enable it to allocate from it')).toBe(
      'Der Punktefonds ist deaktiviert; aktivieren Sie ihn, um daraus zuzuteilen',
    );
    expect(
      contractMessage(
        'The file has more than 100,000 rows. Split it into smaller files and import each one.',
      ),
    ).toBe(
      'Die Datei hat mehr als 100.000 Zeilen. Teilen Sie sie in kleinere Dateien auf und importieren Sie jede einzeln.',
    );
    // A sentence the catalogue lacks stays as written.
    expect(contractMessage('"Lisbon" is a team of a kind nobody knows.')).toBe(
      '"Lisbon" is a team of a kind nobody knows.',
    );
  });

  it('reads a sentence built around names, each value put in its place', () => {
    expect(contractMessage('A team named "Design" already exists. Choose another name.')).toBe(
      'Ein Team namens "Design" existiert bereits. Wählen Sie einen anderen Namen.',
    );
    // A name is written as it is, a number the reader's way; a conditional's variants are keys of their own.
    expect(contractMessage('A role named "2024" already exists. Choose another name.')).toBe(
      'Eine Rolle namens "2024" existiert bereits. Wählen Sie einen anderen Namen.',
    );
    expect(contractMessage('"Lisbon" is a quick team: its members come from its rules.')).toBe(
      '"Lisbon" ist ein Schnellteam: Seine Mitglieder ergeben sich aus seinen Regeln.',
    );
    // Two placeholders.
    expect(contractMessage('Ana María García is suspended and cannot sign in')).toBe(
      'Ana María García ist gesperrt und kann sich nicht anmelden',
    );
    expect(
      contractMessage('"Team lead" is held by 1500 members. Give them another role before deleting it.'),
    ).toBe(
      '"Team lead" ist 1.500 Mitgliedern zugewiesen. Geben Sie ihnen eine andere Rolle, bevor Sie diese löschen.',
    );
    // An id stays as written; a value is plain text, neither escaped nor read as a key or placeholder.
    expect(contractMessage('No employee has the id 1000 in the HR records.')).toBe(
      'In den Personaldaten hat kein Mitarbeiter die ID 1000.',
    );
    expect(
      contractMessage(
        'A team named "R&D <b> $t(common:toast.error) {{name}}" already exists. Choose another name.',
      ),
    ).toBe(
      'Ein Team namens "R&D <b> $t(common:toast.error) {{name}}" existiert bereits. Wählen Sie einen anderen Namen.',
    );
    // A known value reads from its own key, before the template that would keep it in English.
    expect(contractMessage('This order is refunded: only a pending order can change')).toBe(
      'Diese Bestellung ist erstattet: Nur eine offene Bestellung kann sich ändern',
    );
    // A sentence like a template's, with more around it, is not the template's.
    expect(contractMessage('Note: A team named "Design" already exists. Choose another name.')).toBe(
      'Note: A team named "Design" already exists. Choose another name.',
    );
  });

  it('reads a named sentence in English as the server wrote it', async () => {
    await switchLanguage('en');
    try {
      const sentence = '"Team lead" is held by 1500 members. Give them another role before deleting it.';
      expect(contractMessage(sentence)).toBe(
        '"Team lead" is held by 1,500 members. Give them another role before deleting it.',
      );
      expect(contractMessage('A team named "Design" already exists. Choose another name.')).toBe(
        'A team named "Design" already exists. Choose another name.',
      );
    } finally {
      await switchLanguage('de');
    }
  });

  it('serverMessage words a validation detail as the forms do, else the message', () => {
    const refused = new ApiError(409, { name: 'ConflictError', message: 'This reward is out of stock' });
    expect(serverMessage(refused)).toBe('Diese Prämie ist nicht mehr vorrätig');
    const invalid = new ApiError(400, {
      name: 'ValidationError',
      message: 'This team is listed twice',
      details: [{ type: 'custom', path: 'teams.1.teamId', message: 'This team is listed twice' }],
    });
    expect(serverMessage(invalid)).toBe('Dieses Team ist doppelt aufgeführt');
  });
});
