import sanitizeHtml from 'sanitize-html';
import {
  announcementAttributes,
  announcementImageSrc,
  announcementTags,
  messageLinkRel,
  messageUrlSchemes,
} from '#shared/message-html';
import { invalid } from '../../http/errors.ts';
import { mediaFileUrl } from '../../kernel/media/urls.ts';

/** Tags whose presence means the author pasted active content, not formatting. */
const activeTags = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'base',
  'meta',
  'link',
  'style',
  'svg',
  'math',
]);
const scriptUrl = /^\s*(javascript|vbscript|data):/i;
/** Browsers ignore control characters inside a URL's scheme (`java\tscript:`). */
const withoutControls = (value: string) => [...value].filter((c) => (c.codePointAt(0) ?? 0) > 0x1f).join('');

/**
 * What in the body would run if a browser rendered it unsanitized: script-like tags, `on…`
 * handlers, `javascript:` URLs. Such input is refused with a message rather than silently
 * cleaned, so the author knows what was not kept (issue 18, "Bad input").
 */
function activeContent(html: string): string[] {
  const found = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        if (activeTags.has(tagName.toLowerCase())) found.add(`<${tagName.toLowerCase()}>`);
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) found.add(name.toLowerCase());
          else if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name.toLowerCase())) {
            if (scriptUrl.test(withoutControls(value))) found.add(`${name}="${value.split(':')[0]}:"`);
          }
        }
        return { tagName, attribs };
      },
    },
  });
  return [...found];
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...announcementTags],
  allowedAttributes: {
    a: [...announcementAttributes.a],
    span: [...announcementAttributes.span],
    img: [...announcementAttributes.img],
  },
  allowedClasses: { span: ['mention'] },
  allowedSchemes: [...messageUrlSchemes],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: messageLinkRel }),
    // Stored unsigned: the link is signed again on every read (signBodyImages), so it never expires.
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const match = announcementImageSrc.exec(attribs.src ?? '');
      if (!match) return { tagName, attribs: {} as sanitizeHtml.Attributes };
      const [, mediaId, variant] = match as unknown as [string, string, string];
      return {
        tagName,
        attribs: {
          src: `/api/media/files/${mediaId.toLowerCase()}/${variant}`,
          'data-media-id': mediaId.toLowerCase(),
          alt: attribs.alt ?? '',
        },
      };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'span' &&
      frame.attribs['data-mention-id'] !== undefined &&
      !/^[0-9a-f-]{36}$/i.test(frame.attribs['data-mention-id'])),
};

/** A body as the database keeps it, and the media files its images show. */
export type CleanBody = { html: string; imageIds: string[] };

/**
 * Cleans an announcement body with the allow-list (shared/src/message-html.ts). Active content
 * is refused with a ValidationError on `body`; an image that is not one of this server's media
 * files is refused too (upload it instead). Whether the files are the tenant's is checked by the
 * caller, which has the database.
 */
export function cleanAnnouncementBody(raw: string): CleanBody {
  const active = activeContent(raw);
  if (active.length > 0) {
    throw invalid(
      'body',
      `Remove scripts and event handlers from the text (${active.slice(0, 3).join(', ')})`,
    );
  }
  const foreignImage = [...raw.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]*)/gi)].find(
    (m) => !announcementImageSrc.test(m[1] ?? ''),
  );
  if (foreignImage) throw invalid('body', 'Upload images instead of linking them');
  const html = sanitizeHtml(raw, options).trim();
  return { html, imageIds: bodyImageIds(html) };
}

/** The media ids of the images in a cleaned body. */
export function bodyImageIds(html: string): string[] {
  return [...new Set([...html.matchAll(/data-media-id="([0-9a-f-]{36})"/g)].map((m) => m[1] as string))];
}

/** The stored body with each image's link signed for reading (links expire after a day or two). */
export function signBodyImages(html: string, origin = ''): string {
  return html.replace(
    /src="\/api\/media\/files\/([0-9a-f-]{36})\/([a-z0-9-]+)"/g,
    (_whole, id: string, variant: string) =>
      `src="${origin}${mediaFileUrl(id, variant).replace(/&/g, '&amp;')}"`,
  );
}
