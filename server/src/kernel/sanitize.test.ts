import { describe, expect, it } from 'vitest';
import { mentionedIds, plainText, sanitizeMessage } from './sanitize.ts';

const id = '3f1c2a9e-8b7d-4c6e-9f00-1234567890ab';

describe('sanitizeMessage', () => {
  it('keeps formatting, emoji and mentions', () => {
    const html = `<p><strong>Thanks</strong> <em>so</em> much 🎉 <span data-mention-id="${id}" class="mention">@Sam</span></p>`;
    expect(sanitizeMessage(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script>hi', 'hi'],
    ['<img src=x onerror="alert(1)">hi', 'hi'],
    ['<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<iframe src="https://evil.test"></iframe>hi', 'hi'],
    ['<svg><script>alert(1)</script></svg>hi', 'hi'],
    ['<span style="color:red" data-mention-id="not-an-id">x</span>', ''],
    ['<style>p{}</style><p>hi</p>', '<p>hi</p>'],
  ])('makes %s inert', (input, output) => {
    expect(sanitizeMessage(input)).toBe(output);
  });

  it('keeps http, https and mailto links, opening them apart', () => {
    expect(sanitizeMessage('<a href="https://kudos.test/a">a</a>')).toBe(
      '<a href="https://kudos.test/a" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizeMessage('<a href="mailto:a@b.test">m</a>')).toContain('href="mailto:a@b.test"');
    expect(sanitizeMessage('<a href="data:text/html,x">d</a>')).not.toContain('data:');
  });
});

describe('plainText and mentions', () => {
  it('treats a message of only markup as empty', () => {
    expect(plainText('<p><br></p>')).toBe('');
    expect(plainText('<p>&nbsp;</p>')).toBe('');
  });
  it('finds mentioned member ids', () => {
    expect(mentionedIds(sanitizeMessage(`<span data-mention-id="${id}">@Sam</span>`))).toEqual([id]);
  });
});
