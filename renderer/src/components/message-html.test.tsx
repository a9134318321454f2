import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageHtml, messageText, purifyMessage } from './message-html.tsx';

describe('message HTML', () => {
  it('keeps formatting and mentions, drops scripts, handlers and other schemes', () => {
    const html =
      '<p>Hi <span class="mention" data-mention-id="1" data-mention-name="Sam">@Sam</span> <b>great</b></p>' +
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
      '<a href="https://example.com" onclick="alert(4)">ok</a>';
    const clean = purifyMessage(html);
    expect(clean).toContain('data-mention-id="1"');
    expect(clean).toContain('<b>great</b>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|<img/);
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('renders inert markup and plain text', () => {
    const { container } = render(<MessageHtml html={'<p>Thanks</p><img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Thanks');
    expect(messageText('<p>Hello</p><p>there <b>you</b></p>')).toBe('Hello there you');
  });
});
