import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { bodyText } from './mail.ts';
import { cleanAnnouncementBody } from './sanitize.ts';

const id = '3f1c2a9e-8b7d-4c6e-9f00-1234567890ab';

const refusal = (raw: string) => {
  try {
    cleanAnnouncementBody(raw);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, details: error.details };
    throw error;
  }
  return null;
};

describe('cleanAnnouncementBody', () => {
  it('keeps headings, lists, links and images of our own media, unsigned', () => {
    const { html, imageIds } = cleanAnnouncementBody(
      `<h2>Launch</h2><ul><li>One</li></ul><p><a href="https://acme.test">site</a></p><img src="/api/media/files/${id}/announcement-attachment-desktop?expires=1&amp;signature=abc" alt="Team" data-media-id="${id}">`,
    );
    expect(html).toBe(
      `<h2>Launch</h2><ul><li>One</li></ul><p><a href="https://acme.test" target="_blank" rel="noopener noreferrer nofollow">site</a></p><img src="/api/media/files/${id}/announcement-attachment-desktop" data-media-id="${id}" alt="Team" />`,
    );
    expect(imageIds).toEqual([id]);
  });

  it.each([
    '<script>alert(1)</script>hi',
    '<img src=x onerror="alert(1)">',
    '<p onclick="alert(1)">hi</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<iframe src="https://evil.test"></iframe>',
    '<svg onload="alert(1)"></svg>',
    '<style>p{}</style><p>hi</p>',
    '<form action="https://evil.test"><input></form>',
    '<object data="x.swf"></object>',
  ])('refuses active content with a ValidationError on body: %s', (raw) => {
    const refused = refusal(raw);
    expect(refused?.status).toBe(400);
    expect(refused?.details).toEqual([
      expect.objectContaining({
        path: 'body',
        message: expect.stringMatching(/^Remove scripts and event handlers/),
      }),
    ]);
  });

  it('refuses images from elsewhere: they must be uploaded', () => {
    expect(refusal('<img src="https://evil.test/pixel.png">')?.details).toEqual([
      expect.objectContaining({ path: 'body', message: 'Upload images instead of linking them' }),
    ]);
  });

  it('drops the harmless rest: styles, classes, unknown tags', () => {
    expect(cleanAnnouncementBody('<p style="color:red" class="x">hi <marquee>there</marquee></p>').html).toBe(
      '<p>hi there</p>',
    );
  });
});

describe('bodyText', () => {
  it('turns blocks into lines and list items into dashes', () => {
    expect(bodyText('<h2>Title</h2><p>One &amp; two</p><ul><li>A</li><li>B</li></ul>')).toBe(
      'Title\nOne & two\n- A\n- B',
    );
  });
});
