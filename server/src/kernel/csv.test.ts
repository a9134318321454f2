import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csv, csvCell, neutralize } from './csv.ts';

const attack = `=cmd|' /C calc'!A0`;

describe('neutralize', () => {
  it('prefixes a quote to text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
      expect(neutralize(`${start}1+2`)).toBe(`'${start}1+2`);
    }
    expect(neutralize(attack)).toBe(`'${attack}`);
    expect(neutralize(`-2+3+cmd|' /C calc'!A0`)).toBe(`'-2+3+cmd|' /C calc'!A0`);
    expect(neutralize('@SUM(1+1)*cmd|" /C calc"!A0')).toMatch(/^'@/);
    expect(neutralize('+49 30 1234')).toBe("'+49 30 1234");
    expect(neutralize('-')).toBe("'-");
  });

  it('leaves other text, and text that is just a decimal number, as it is', () => {
    for (const text of [
      'Ada Lovelace',
      '',
      ' =1+2',
      'a=b',
      "'quoted",
      '2024-03-18',
      'Zoë 🎉',
      '-5',
      '+3.5',
      '42',
    ]) {
      expect(neutralize(text)).toBe(text);
    }
  });
});

describe('csvCell', () => {
  it('keeps numbers as numbers and writes the rest as text', () => {
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell(0)).toBe(0);
    expect(csvCell(12.5)).toBe(12.5);
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(10n ** 20n)).toBe(10n ** 20n);
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2024-03-18T09:00:00Z'))).toBe('2024-03-18T09:00:00.000Z');
    expect(csvCell({ name: attack })).toBe(JSON.stringify({ name: attack }));
    expect(csvCell(attack)).toBe(`'${attack}`);
  });
});

describe('csv', () => {
  it('quotes every text cell, doubles quotes and leaves numbers bare, with CRLF rows', () => {
    const text = csv(['name', 'points', 'note'], [[attack, -5, 'say "hi", then go']]);
    expect(text).toBe(`"name","points","note"\r\n"'=cmd|' /C calc'!A0",-5,"say ""hi"", then go"\r\n`);
  });

  it('round-trips commas, semicolons, quotes, newlines and unicode through a CSV parser', () => {
    const cells = ['a,b', 'a;=1+2', 'line 1\nline 2', 'cr\r\nlf', 'He said "no"', 'Zoë Ångström 日本 🎉', ''];
    const text = csv(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'], [cells]);
    expect(parse(text)).toEqual([['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'], cells]);
  });

  it('never lets a cell start with a formula character once parsed', () => {
    const nasty = ['=1+2', '+1', '-1+1', '@x', '\t=1', '\r=1', 'x\n=1+2', '"=1"', '-5'];
    const rows = parse(
      csv(
        ['v'],
        nasty.map((value) => [value]),
      ),
    ) as string[][];
    for (const [value] of rows.slice(1)) {
      // Only a plain decimal number (+1, -5) may keep its sign; a spreadsheet reads it as that number.
      expect(/^[+-]?\d+$/.test(value ?? '') || !/^[=+\-@\t\r]/.test(value ?? ''), value).toBe(true);
    }
  });

  it('writes only the header for no rows', () => {
    expect(csv(['a', 'b'], [])).toBe('"a","b"\r\n');
  });
});
