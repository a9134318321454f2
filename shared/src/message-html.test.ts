import { describe, expect, it } from 'vitest';
import {
  recognitionMessageHtmlMaxLength,
  recognitionMessageMaxLength,
  recognitionMessageTooLong,
} from './contract/recognition.ts';
import { decodeEntities, messageText, messageTextLength, textToMessageHtml } from './message-html.ts';

/** Typed text as the send form writes it: a paragraph per line, the text escaped. */
const asSent = (text: string) =>
  text
    .split('\n')
    .map((line) => textToMessageHtml(line) || '<p></p>')
    .join('');

describe('messageTextLength: what a person typed (issue 31, item 4)', () => {
  it('counts 19,999 typed characters as 19,999, not their paragraph markup', () => {
    const html = asSent('x'.repeat(19_999));
    expect(html.length).toBe(20_006);
    expect(messageTextLength(html)).toBe(19_999);
  });

  it('counts a line break as one character, a blank line as two', () => {
    expect(messageTextLength('<p>ab</p><p>cd</p>')).toBe(5);
    expect(messageText('<p>ab</p><p>cd</p>')).toBe('ab\ncd');
    expect(messageText('<p>ab</p><p></p><p>cd</p>')).toBe('ab\n\ncd');
    expect(messageText('<p>ab<br>cd</p>')).toBe('ab\ncd');
    expect(messageText('<ul><li>a</li><li>b</li></ul><blockquote><p>c</p></blockquote>')).toBe('a\nb\nc');
  });

  it('counts "& < >" as the five characters typed, not their entities', () => {
    const html = asSent('& < >');
    expect(html).toBe('<p>&amp; &lt; &gt;</p>');
    expect(messageText(html)).toBe('& < >');
    expect(messageTextLength(html)).toBe(5);
    expect(messageTextLength('<p>&quot;&#39;&#x3C;&nbsp;</p>')).toBe(4);
    expect(decodeEntities('&unknown; &#xFFFFFFF;')).toBe('&unknown; &#xFFFFFFF;');
  });

  it('counts the issue’s message as typed: a line break and "& < >" add nothing', () => {
    const typed = `${'x'.repeat(19_990)}\n& < >\nok`;
    expect(typed.length).toBe(19_999);
    // As HTML (paragraphs, entities) it is over the limit; as typed it is not.
    expect(asSent(typed).length).toBeGreaterThan(20_000);
    expect(messageTextLength(asSent(typed))).toBe(19_999);
  });

  it('counts a mention as its "@Name", formatting as nothing, and an emoji as one', () => {
    const mention =
      '<p>Thanks <span class="mention" data-mention-id="0b9c1c8e-0000-4000-8000-000000000001" data-mention-name="Sam Okafor">@Sam Okafor</span>!</p>';
    expect(messageText(mention)).toBe('Thanks @Sam Okafor!');
    expect(messageTextLength('<p><strong>bold</strong> <a href="https://x.test">link</a></p>')).toBe(9);
    expect(messageTextLength('<p>🎉 yes</p>')).toBe(5);
  });
});

describe('recognitionMessageTooLong: the limit both tiers apply', () => {
  it('takes exactly the limit in typed characters with markup and refuses one more', () => {
    const atLimit = asSent(`${'&'.repeat(10_000)}\n${'<'.repeat(9_999)}`);
    expect(messageTextLength(atLimit)).toBe(recognitionMessageMaxLength);
    expect(recognitionMessageTooLong(atLimit)).toBe(false);
    const over = asSent(`${'&'.repeat(10_000)}\n${'<'.repeat(10_000)}`);
    expect(recognitionMessageTooLong(over)).toBe(true);
  });

  it('bounds the HTML itself far above any message the editor writes within the limit', () => {
    expect(recognitionMessageHtmlMaxLength).toBeGreaterThan(asSent('"'.repeat(20_000)).length);
    expect(recognitionMessageTooLong(`<p>${'<b></b>'.repeat(120_000)}x</p>`)).toBe(true);
  });
});
