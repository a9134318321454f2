import { describe, expect, it } from 'vitest';
import { purifyBody } from './announcement-body.tsx';

const media = '/api/media/files/0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a01/original?expires=1&signature=x';

describe('announcement body purifier', () => {
  it('keeps formatting, headings, links and this server’s images', () => {
    const html = purifyBody(
      `<h2>Hi</h2><p><strong>Bold</strong> <a href="https://example.com">link</a></p><img src="${media}" alt="Team">`,
    );
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain(`<img src="${media.replace('&', '&amp;')}" alt="Team">`);
  });

  it('drops scripts, handlers, script URLs and images from elsewhere', () => {
    const html = purifyBody(
      '<p onclick="alert(1)">x</p><script>alert(1)</script><a href="javascript:alert(1)">y</a><img src="https://evil.example/a.png"><img src="//evil.example/b.png">',
    );
    expect(html).not.toMatch(/onclick|script|javascript|evil/);
    expect(html).toContain('<p>x</p>');
  });
});
