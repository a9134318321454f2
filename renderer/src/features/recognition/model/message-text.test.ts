import { describe, expect, it } from 'vitest';
import { messageTextLength } from '#shared/message-html';
import { activeMentions, htmlToText, mentionQueryAt, textToHtml } from './message-text.ts';

const sam = { id: '11111111-1111-4111-8111-111111111111', name: 'Sam Lee' };

describe('message text', () => {
  it('escapes text and turns lines into paragraphs', () => {
    expect(textToHtml('Thanks <b>you</b> & co\nagain', [])).toBe(
      '<p>Thanks &lt;b&gt;you&lt;/b&gt; &amp; co</p><p>again</p>',
    );
    expect(textToHtml('   ', [])).toBe('');
  });

  it('marks mentions still in the text and drops removed ones', () => {
    const html = textToHtml('Great work @Sam Lee!', [sam, { id: 'x', name: 'Gone' }]);
    expect(html).toBe(
      `<p>Great work <span class="mention" data-mention-id="${sam.id}" data-mention-name="Sam Lee">@Sam Lee</span>!</p>`,
    );
    expect(activeMentions('no one here', [sam])).toEqual([]);
  });

  it('reads a saved message back into text and mentions', () => {
    const html = textToHtml('Hi @Sam Lee\nsecond line', [sam]);
    expect(htmlToText(html)).toEqual({ text: 'Hi @Sam Lee\nsecond line', mentions: [sam] });
  });

  it('finds the mention being typed', () => {
    expect(mentionQueryAt('hello @sa', 9)).toEqual({ start: 6, query: 'sa' });
    expect(mentionQueryAt('mail@x', 6)).toBeNull();
    expect(mentionQueryAt('no at sign', 10)).toBeNull();
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
  });
});

describe('the message as counted (issue 31, item 4)', () => {
  it('counts the HTML sent as the characters typed: lines, entities and mentions included', () => {
    expect(messageTextLength(textToHtml('x'.repeat(19_999), []))).toBe(19_999);
    const typed = 'Thanks @Sam Lee\n& < >\n\n"quoted" 🎉';
    expect(messageTextLength(textToHtml(typed, [sam]))).toBe([...typed].length);
    expect(messageTextLength(textToHtml('a\r\nb', []))).toBe(3);
  });
});
