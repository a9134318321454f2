import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product writes American English, as the spec does ("recognize", "organization"). Each entry:
 * a British spelling (whole words, any case) and the American one to use instead.
 */
const britishSpellings: ReadonlyArray<[RegExp, string]> = [
  [/\borganis(e|ed|es|ing|ation|ations|er|ers)\b/i, 'organiz…'],
  [/\b(un)?recognis(e|ed|es|ing|able)\b/i, 'recogniz…'],
  [/\bcolour(s|ed|ful|ing)?\b/i, 'color'],
  [/\bbehaviour(s|al)?\b/i, 'behavior'],
  [/\bfavour(s|ed|ing|ite|ites|able)?\b/i, 'favor'],
  [/\bhonour(s|ed|ing)?\b/i, 'honor'],
  [/\b(neighbour|labour|humour|rumour|flavour|endeavour|harbour)(s|ed|ing)?\b/i, '-or'],
  [/\bcancell(ed|ing)\b/i, 'canceled, canceling'],
  [/\btravell(ed|ing|er|ers)\b/i, 'traveled, traveling'],
  [/\b(label|model|signal|level|fuel)l(ed|ing)\b/i, 'one l: labeled, modeling...'],
  [/\blicence(s|d)?\b/i, 'license'],
  [/\b(defence|offence|pretence)s?\b/i, '-se: defense'],
  [/\b(centre|metre|litre|fibre|theatre|calibre|spectre)s?\b/i, '-er: center'],
  [/\bcatalogue(s|d)?\b/i, 'catalog'],
  [/\bprogramme(s)?\b/i, 'program'],
  [/\benrol(s|ment|ments)?\b/i, 'enroll, enrollment'],
  [/\b(fulfil|instil|distil)(s|ment)?\b/i, 'fulfill, instill'],
  [
    /\b(priorit|custom|author|personal|minim|maxim|optim|summar|apolog|initial|normal|sanit|serial|final|util|visual|categor|memor|special|real|standard|synchron|capital|local|critic)is(e|ed|es|ing|ation|ations)\b/i,
    '-ize',
  ],
  [/\bemphasis(e|ed|es|ing)\b/i, 'emphasize'],
  [/\banalys(e|ed|es|ing)\b/i, 'analyze'],
  [/\bgrey(s|ed|ish)?\b/i, 'gray'],
  [/\b(whilst|amongst|learnt|spelt|dreamt)\b/i, 'while, among, learned'],
  [/\bpractis(e|ed|es|ing)\b/i, 'practice (verb)'],
  [/\b(cheque|tyre|kerb|storey|plough|mould|aluminium|jewellery|artefact|manoeuvre)s?\b/i, 'check, tire...'],
  [/\b(skilful|wilful|ageing|sceptic(al)?)\b/i, 'skillful, aging, skeptical'],
];

/** Every British spelling in a text, with the American one to use. */
function britishIn(text: string): string[] {
  return britishSpellings.flatMap(([pattern, american]) => {
    const found = new RegExp(pattern.source, 'gi');
    return [...text.matchAll(found)].map((match) => `"${match[0]}" (American: ${american})`);
  });
}

/** The strings of a catalog, each with its key path. */
function strings(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([child, inner]) => strings(inner, key ? `${key}.${child}` : child));
  }
  return [];
}

// Tests run from the repository root (vitest.config.ts).
const root = process.cwd();
/** The English catalogs: the renderer's, one per feature, and the desktop app's. */
const englishCatalogs = [
  ...readdirSync(path.join(root, 'renderer/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(?:^|[/\\])locales[/\\]en\.json$/.test(file))
    .map((file) => path.join('renderer/src', file)),
  'electron/main/locales/en.json',
  // The server's sentences as the renderer shows them ("catalogue" slipped through there).
  'renderer/src/lib/contract-messages/en.json',
];
/** English texts people read outside the catalogs: the install prompt and the Windows policies. */
const otherTexts = ['renderer/public/manifest.webmanifest', 'build/policy/en-US/kudos.adml'];

describe('American spelling', () => {
  it('finds British spellings, and leaves American ones alone', () => {
    expect(britishIn("Your organisation's colours were cancelled; we recognise the centre.")).toHaveLength(5);
    expect(
      britishIn(
        'Your organization recognized the center; colors were canceled, analysis finalized, dialog labeled (aria-labelledby).',
      ),
    ).toEqual([]);
  });

  it('is what every English catalog string uses', () => {
    expect(englishCatalogs.length).toBeGreaterThan(10);
    const found = englishCatalogs.flatMap((file) =>
      strings(JSON.parse(readFileSync(path.join(root, file), 'utf8'))).flatMap(([key, text]) =>
        britishIn(text).map((word) => `${file} ${key}: ${word}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('is what the install prompt and the desktop policies use', () => {
    const found = otherTexts.flatMap((file) =>
      britishIn(readFileSync(path.join(root, file), 'utf8')).map((word) => `${file}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
