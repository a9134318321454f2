import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import english from './en.json';

/** The catalogue's placeholder for the one number a sentence interpolates (form-errors.ts). */
const limitPlaceholder = '{{max}}';

const interpolation = /\$\{([^}]+)\}/g;

/**
 * The placeholder an interpolation is keyed with: the expression's leading property path in
 * camelCase, without a method it calls or an index it takes (`${name}` → `{{name}}`,
 * `${provider.name}` → `{{providerName}}`, `${result.order.state}` → `{{resultOrderState}}`,
 * `${names.join(' → ')}` → `{{names}}`, `${typeNames[purpose]}` → `{{typeNames}}`). Null for an
 * expression that holds a conditional (`${held === 1 ? 'member' : 'members'}`): the sentence's
 * wording changes with it, so it cannot be one key.
 */
function placeholderOf(expression: string): string | null {
  if (expression.includes('?')) return null;
  const path = /^\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\s*\()?/.exec(expression);
  if (!path) return null;
  const segments = (path[1] ?? '').split('.');
  if (path[2] && segments.length > 1) segments.pop();
  const name = segments
    .map((segment, index) => (index === 0 ? segment : segment.charAt(0).toUpperCase() + segment.slice(1)))
    .join('');
  return `{{${name}}}`;
}

/**
 * The keys a quoted or template string may have in the catalogue, the first the one to add when
 * none is there; none when an interpolation holds a conditional. A template's interpolations are
 * named placeholders (`placeholderOf`); one with a single interpolation may also be keyed with it
 * as {{max}}, the number it holds (a limit such as maxPointsPerRecipient: limits of many names
 * share one sentence, "Use {{max}} characters or fewer").
 */
function keysOf(quote: string, body: string): string[] {
  if (quote !== '`') return [body.replace(/\\'/g, "'")];
  const expressions = [...body.matchAll(interpolation)].map((match) => match[1] ?? '');
  const names = expressions.map(placeholderOf);
  if (names.some((name) => name === null)) return [];
  let index = 0;
  const named = body.replace(interpolation, () => names[index++] ?? '');
  return expressions.length === 1 ? [named, body.replace(interpolation, limitPlaceholder)] : [named];
}

/** The key a string has: the first of `keysOf` the catalogue holds, else the first. */
function textOf(quote: string, body: string): string | undefined {
  const keys = keysOf(quote, body);
  return keys.find((key) => key in english) ?? keys[0];
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
    if (sentence && /^[A-Z]/.test(sentence)) sentences.add(sentence);
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

/**
 * The server's own sentences for people (the refusals of server/src that no shared schema writes,
 * such as the 409 "The points fund is disabled; enable it to allocate from it"), which the
 * renderer shows through `contractMessage` as well. Extracted from server/src, not its tests:
 *
 * - every literal inside the arguments of an error helper call: `invalid`, `conflict`,
 *   `notFound`, `forbidden`, `unauthorized`, `new ApiError(…)`, `new …Error(…)` / `new …Refused(…)`
 *   (a ledger refusal, a gift card provider's failure), and any local wrapper a file declares
 *   around one of them (`const refuse = (message) => invalid('file', message)`);
 * - the helpers' default messages (`message = 'Not found'`), sentence constants a helper call
 *   names (`…Message`, `…Refused`), `message:` / `authFailure` / `notUploaded:` values, and the
 *   entries of `sentences: {…}` and `typeNames` objects (the endorsement and upload refusals);
 * - a template literal is keyed with its interpolations as named placeholders, each named after
 *   its expression (`placeholderOf`: `${name}` → {{name}}, `${provider.name}` → {{providerName}},
 *   `${missing.join(', ')}` → {{missing}}); a single number (a limit, a balance, a wait in
 *   seconds) may be keyed as {{max}} instead (`keysOf`). `contractMessage` matches the sentence
 *   against the key and translates it with the values it holds;
 * - a sentence is a literal that starts with a capital letter, a quote or an interpolation
 *   (`${email} is already a member…`), and has a space (a path such as `${prefix}.name` has none).
 *
 * Not extracted: log messages (not passed to these helpers), mail texts (mail/ has its own German),
 * seeds and test doubles, the operator's start-up errors (config.ts, secrets/), the SCIM API's errors (apps/scim: an identity provider reads them), and
 * the SAML protocol's internals only an identity provider's browser round trip sees (acs.ts refuses
 * with codes the sign-in page translates; logout-routes.ts answers the IdP's logout messages).
 */
const serverSkipped =
  /^(mail|seed|test|db|secrets)\/|^apps\/scim\/|^apps\/identity\/saml\/(acs|logout-routes)\.ts$|test-(fixtures|support)\.ts$|tango-double\.ts$|^config\.ts$/;

/**
 * Server sentences whose wording changes with a conditional inside the template (`an automated` /
 * `a quick` team, a plural suffix), so they cannot be one key: each is the template's source text,
 * and its variants are keyed by hand in `composedServerSentences`. A new sentence like these fails
 * the test until its variants are keyed there and it is listed here.
 */
// biome-ignore-start lint/suspicious/noTemplateCurlyInString: the templates' source text, as the server writes it
const serverExceptions = new Set([
  "\"${row.name}\" is ${row.type === 'automated' ? 'an automated' : 'a quick'} team: its members come from its rules.",
  "\"${current.name}\" is ${current.type === 'manual' ? 'a manual' : 'a quick'} team: only automated teams have rules.",
  "The header has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. The first line must name the columns, with at least ${requiredStaffRecordColumns.join(', ')}.",
]);
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: the templates' source text

/**
 * Sentences the server puts together from parts the extraction does not see as one, keyed by hand
 * (placeholders named as `placeholderOf` names them): a password policy's problem with a full stop
 * (security-policy.ts), the variants of the `serverExceptions`, those of the templates whose
 * conditional the extraction does not see whole (a refused import's count of invalid rows,
 * import-routes.ts; a CSV parse error with or without its line, csv.ts), and the sentences a keyed
 * template makes from values that are words to translate (an order's state, a file type's
 * sentence), which `contractMessage` finds before the template.
 */
const composedServerSentences = [
  'Use at least {{max}} characters.',
  'Include an uppercase letter.',
  'Include a lowercase letter.',
  'Include a digit.',
  'Include a symbol.',
  '{{max}} row is invalid. Correct the file and import it again, or choose to skip the invalid rows.',
  '{{max}} rows are invalid. Correct the file and import it again, or choose to skip the invalid rows.',
  '"{{rowName}}" is an automated team: its members come from its rules.',
  '"{{rowName}}" is a quick team: its members come from its rules.',
  '"{{currentName}}" is a manual team: only automated teams have rules.',
  '"{{currentName}}" is a quick team: only automated teams have rules.',
  'The header has no {{missing}} column. The first line must name the columns, with at least {{requiredStaffRecordColumns}}.',
  'The header has no {{missing}} columns. The first line must name the columns, with at least {{requiredStaffRecordColumns}}.',
  'This file is not valid CSV: a quoted cell is not closed or has text after its closing quote.',
  'This file is not valid CSV near line {{line}}: a quoted cell is not closed or has text after its closing quote.',
  'This order is fulfilled: only a pending order can change',
  'This order is failed: only a pending order can change',
  'This order is refunded: only a pending order can change',
  'The file is not what its name says. Upload a JPG, PNG, GIF, WebP, PDF, DOCX or PPTX file',
  'The file is not what its name says. Upload a JPG, PNG, GIF or WebP image',
  'The file is not what its name says. Upload a JPG, PNG, GIF, WebP, PDF, DOCX, PPTX or MP4 file',
];

/** The text of the call's arguments that starts at `start` (just after its opening parenthesis). */
function argumentsAt(source: string, start: number): string {
  let depth = 1;
  let index = start;
  while (index < source.length && depth > 0) {
    const char = source[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === "'" || char === '"' || char === '`') {
      for (index += 1; index < source.length && source[index] !== char; index += 1) {
        if (source[index] === '\\') index += 1;
      }
    }
    index += 1;
  }
  return source.slice(start, index - 1);
}

function serverSentences(): { sentences: string[]; unkeyable: string[]; excepted: string[] } {
  const root = path.join(process.cwd(), 'server/src');
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !serverSkipped.test(file))
    .map((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    );
  const helpers = new Set(['invalid', 'conflict', 'notFound', 'forbidden', 'unauthorized']);
  for (const source of sources) {
    for (const match of source.matchAll(
      /(?:const|function) (\w+)\s*=?\s*\([^)]*\)[^{=]*(?:=>|\{)\s*(?:new ApiError|(\w+))\(/g,
    )) {
      if (!match[2] || helpers.has(match[2])) helpers.add(match[1] ?? '');
    }
  }
  const call = new RegExp(String.raw`(?:\bnew \w*(?:Error|Refused)|\b(?:${[...helpers].join('|')}))\(`, 'g');
  const literals = new Set<string>();
  const named = new Set<string>();
  const take = (text: string) => {
    for (const match of text.matchAll(new RegExp(literal, 'g'))) literals.add(match[0]);
  };
  for (const source of sources) {
    for (const match of source.matchAll(call)) {
      const args = argumentsAt(source, (match.index ?? 0) + match[0].length);
      take(args);
      for (const name of args.matchAll(/\b([a-z]\w*(?:Message|Refused))\b/g)) named.add(name[1] ?? '');
    }
    for (const match of source.matchAll(
      /\b(?:message|authFailure|notUploaded)\s*[:=]\s*'(?:[^'\\]|\\.)+'/g,
    )) {
      take(match[0]);
    }
    for (const block of source.matchAll(/\b(?:sentences|typeNames)\b[^={]*[:=] \{([^}]*)\}/g))
      take(block[1] ?? '');
  }
  for (const source of sources) {
    for (const match of source.matchAll(
      new RegExp(String.raw`const (\w+)(?::[^=]+)? =\s*(${literal})`, 'g'),
    )) {
      if (named.has(match[1] ?? '')) take(match[2] ?? '');
    }
  }
  const sentences = new Set<string>(composedServerSentences);
  const unkeyable: string[] = [];
  const excepted = new Set<string>();
  for (const quoted of literals) {
    const quote = quoted[0] ?? '';
    const body = quoted.slice(1, -1);
    if (!/^[A-Z"$]/.test(body) || !/ /.test(body)) continue;
    if (serverExceptions.has(body)) {
      excepted.add(body);
      continue;
    }
    const sentence = textOf(quote, body);
    if (sentence === undefined) unkeyable.push(body);
    else if (!sentence.includes('${')) sentences.add(sentence); // not a nested template's piece
  }
  return { sentences: [...sentences].sort(), unkeyable, excepted: [...excepted] };
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

  it('finds the sentences the server writes, a single number as {{max}}, other values by name', () => {
    const { sentences, unkeyable, excepted } = serverSentences();
    expect(sentences).toContain('The points fund is disabled; enable it to allocate from it'); // conflict('…')
    expect(sentences).toContain('Not found'); // notFound's default
    expect(sentences).toContain('That code is not valid. Try again.'); // a constant a helper names
    expect(sentences).toContain('You cannot endorse your own recognition'); // sentences: {…}
    expect(sentences).toContain('This transaction was already reversed'); // new ReversalRefused('…')
    expect(sentences).toContain('Choose at most {{max}} periods'); // a template with one number
    expect(sentences).toContain('A team named "{{name}}" already exists. Choose another name.');
    expect(sentences).toContain('Sign in with {{providerName}}.'); // `${provider.name}`
    expect(sentences).toContain(
      '{{suspendedFirstName}} {{suspendedLastName}} is suspended and cannot sign in',
    );
    expect(sentences).toContain('This would make the managers go round in a circle: {{names}}.'); // a join
    expect(sentences).toContain(
      '"{{currentName}}" is held by {{held}} members. Give them another role before deleting it.',
    );
    expect(sentences).toContain('Upload a JPG, PNG, GIF, WebP, PDF, DOCX or PPTX file'); // typeNames
    expect(sentences.some((sentence) => sentence.includes('SCIM bearer token'))).toBe(false);
    expect(
      unkeyable,
      'key their variants in composedServerSentences and list them in serverExceptions',
    ).toEqual([]);
    const stale = [...serverExceptions].filter((exception) => !excepted.includes(exception));
    expect(stale, 'the server no longer writes these: remove them from serverExceptions').toEqual([]);
  });

  it('has every sentence the server shows people, keyed by its English text', () => {
    const missing = serverSentences().sentences.filter((sentence) => !(sentence in english));
    expect(missing, 'add these to lib/contract-messages/en.json and de.json').toEqual([]);
  });

  it('has every sentence the shared schemas show people, keyed by its English text', () => {
    const missing = sharedSentences().filter((sentence) => !(sentence in english));
    expect(missing, 'add these to lib/contract-messages/en.json and de.json').toEqual([]);
    for (const [key, text] of Object.entries(english)) expect(text).toBe(key);
  });
});
