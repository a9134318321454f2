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
 * - a template literal with one interpolation is keyed with it as {{max}}: the interpolation is
 *   a number (a limit, a balance, a wait in seconds), which `contractMessage` finds again;
 * - a sentence is a literal that starts with a capital letter (or a quote) and has a space.
 *
 * Not extracted: log messages (not passed to these helpers), mail texts (mail/ has its own German),
 * seeds and test doubles, the operator's start-up errors (config.ts, secrets/), the SCIM API's errors (apps/scim: an identity provider reads them), and
 * the SAML protocol's internals only an identity provider's browser round trip sees (acs.ts refuses
 * with codes the sign-in page translates; logout-routes.ts answers the IdP's logout messages).
 */
const serverSkipped =
  /^(mail|seed|test|db|secrets)\/|^apps\/scim\/|^apps\/identity\/saml\/(acs|logout-routes)\.ts$|test-(fixtures|support)\.ts$|tango-double\.ts$|^config\.ts$/;

/**
 * Server sentences that interpolate text (a name, an email, a column list, a provider's reason)
 * or two numbers, so they cannot be keyed: they stay as the server writes them. Each is the
 * template's source text; a new sentence like these fails the test until it is rewritten with at
 * most one number or listed here.
 */
// biome-ignore-start lint/suspicious/noTemplateCurlyInString: the templates' source text, as the server writes it
const serverExceptions = new Set([
  "\"${row.name}\" is ${row.type === 'automated' ? 'an automated' : 'a quick'} team: its members come from its rules.",
  "\"${current.name}\" is ${current.type === 'manual' ? 'a manual' : 'a quick'} team: only automated teams have rules.",
  '"${current.name}" is held by 1 member. Give them another role before deleting it.',
  '"${current.name}" is held by ${held} members. Give them another role before deleting it.',
  'A role named "${name}" already exists. Choose another name.',
  'A team named "${name}" already exists. Choose another name.',
  '${email} is already a member of this organization.',
  '${suspended.firstName} ${suspended.lastName} is suspended and cannot sign in',
  'No employee has the id ${managerEmployeeId} in the HR records.',
  "This would make the managers go round in a circle: ${names.join(' → ')}.",
  'The column "${name}" is not one an import knows. Use these columns: ${staffRecordColumns.join(\', \')}.',
  'The column "${name}" appears twice in the header.',
  "The header has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. The first line must name the columns, with at least ${requiredStaffRecordColumns.join(', ')}.",
  "This file is not valid CSV${line ? ` near line ${line}` : ''}: a quoted cell is not closed or has text after its closing quote.",
  'Sign in with ${provider.name}.',
  'This order is ${result.order.state}: only a pending order can change',
  '${reason}. Your points were refunded.',
  'The file is not what its name says. ${typeNames[purpose]}',
  "Remove scripts and event handlers from the text (${active.slice(0, 3).join(', ')})",
  "${invalidRows} ${invalidRows === 1 ? 'row is' : 'rows are'} invalid. Correct the file and import it again, or choose to skip the invalid rows.",
]);
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: the templates' source text

/**
 * Sentences the server puts together from parts the extraction does not see as one: a password
 * policy's problem with a full stop (security-policy.ts), a refused import's count of invalid rows
 * in both its forms (import-routes.ts), keyed by hand.
 */
const composedServerSentences = [
  'Use at least {{max}} characters.',
  'Include an uppercase letter.',
  'Include a lowercase letter.',
  'Include a digit.',
  'Include a symbol.',
  '{{max}} row is invalid. Correct the file and import it again, or choose to skip the invalid rows.',
  '{{max}} rows are invalid. Correct the file and import it again, or choose to skip the invalid rows.',
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

function serverSentences(): { sentences: string[]; unkeyable: string[] } {
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
  for (const quoted of literals) {
    const quote = quoted[0] ?? '';
    const body = quoted.slice(1, -1);
    if (!/^[A-Z"$]/.test(body) || !/ /.test(body)) continue;
    if (/^\$\{/.test(body) && !serverExceptions.has(body)) continue; // a path such as `${prefix}.name`
    if (serverExceptions.has(body)) continue;
    if (quote === '`' && (body.match(/\$\{/g) ?? []).length > 1) unkeyable.push(body);
    else if (!textOf(quote, body).includes('${')) sentences.add(textOf(quote, body)); // not a nested template's piece
  }
  return { sentences: [...sentences].sort(), unkeyable };
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

  it('finds the sentences the server writes, a single number as {{max}}', () => {
    const { sentences, unkeyable } = serverSentences();
    expect(sentences).toContain('The points fund is disabled; enable it to allocate from it'); // conflict('…')
    expect(sentences).toContain('Not found'); // notFound's default
    expect(sentences).toContain('That code is not valid. Try again.'); // a constant a helper names
    expect(sentences).toContain('You cannot endorse your own recognition'); // sentences: {…}
    expect(sentences).toContain('This transaction was already reversed'); // new ReversalRefused('…')
    expect(sentences).toContain('Choose at most {{max}} periods'); // a template with one number
    expect(sentences).toContain('Upload a JPG, PNG, GIF, WebP, PDF, DOCX or PPTX file'); // typeNames
    expect(sentences.some((sentence) => sentence.includes('SCIM bearer token'))).toBe(false);
    expect(unkeyable, 'rewrite these with at most one number, or list them in serverExceptions').toEqual([]);
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
