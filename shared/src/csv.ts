/**
 * The CSV injection rule (OWASP, https://owasp.org/www-community/attacks/CSV_Injection), one
 * place for the server's CSV writer (server/src/kernel/csv.ts) and the renderer's
 * (renderer/src/lib/csv.ts).
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (or the full-width
 * `＝ ＋ － ＠`, which Excel also takes as formula starts) gets a leading `'`, so a spreadsheet
 * shows `=cmd|' /C calc'!A0` as text instead of running it. A text that is exactly a decimal
 * number (`-5`, `+3.5`) is left as it is: it cannot hold a formula, and a spreadsheet reads it
 * as that number. Any other text starting with a trigger (`-5+cmd|…`, `+49 30 1234`) is quoted.
 */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const plainNumber = /^[+-]?\d+(?:\.\d+)?$/;

export function neutralizeCsvText(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}
