import { describe, expect, it } from 'vitest';
import { csvBlob, csvText } from './csv.ts';

describe('csvText', () => {
  it('neutralises formulas, quotes text and doubles quotes, keeps numbers bare, CRLF rows', () => {
    expect(
      csvText(
        ['name', 'points'],
        [
          [`=cmd|' /C calc'!A0`, -5],
          ['say "hi", then go', null],
        ],
      ),
    ).toBe(`"name","points"\r\n"'=cmd|' /C calc'!A0",-5\r\n"say ""hi"", then go",""\r\n`);
  });

  it('prefixes every formula start, but not text that is just a number', () => {
    const cells = ['+1+1', '-1+1', '@x', '\t=1', '\r=1', '-5', 'Zoë 🎉', 'a\nb'];
    expect(
      csvText(
        ['v'],
        cells.map((cell) => [cell]),
      )
        .split('\r\n')
        .slice(1, -1),
    ).toEqual([`"'+1+1"`, `"'-1+1"`, `"'@x"`, `"'\t=1"`, `"'\r=1"`, '"-5"', '"Zoë 🎉"', '"a\nb"']);
  });
});

describe('csvBlob', () => {
  it('is typed as CSV', async () => {
    const blob = csvBlob(['a'], [['b']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe('"a"\r\n"b"\r\n');
  });
});
