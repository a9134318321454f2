import { describe, expect, it } from 'vitest';
import { emojiBlocklist, emojiColumns, insertAt, pickerEmoji } from './emoji.ts';

describe('emoji picker set', () => {
  it('hides the blocklist and fills whole rows of 8 and of 6', () => {
    expect(pickerEmoji.some(({ emoji }) => emojiBlocklist.has(emoji))).toBe(false);
    expect(pickerEmoji.length % emojiColumns(false)).toBe(0);
    expect(pickerEmoji.length % emojiColumns(true)).toBe(0);
  });

  it('inserts at the caret', () => {
    expect(insertAt('Hi there', 2, 2, ' 🎉')).toEqual({ text: 'Hi 🎉 there', caret: 5 }); // the emoji is two UTF-16 units
  });
});
