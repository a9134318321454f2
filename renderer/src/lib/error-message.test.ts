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
    expect(contractMessage('"Lisbon" is a quick team: its members come from its rules.')).toBe(
      '"Lisbon" is a quick team: its members come from its rules.',
    );
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
