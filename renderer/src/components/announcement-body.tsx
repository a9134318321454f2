import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import {
  announcementAttributes,
  announcementImageSrc,
  announcementTags,
  messageLinkRel,
  messageUrlSchemes,
} from '#shared/message-html';

/**
 * The server's announcement allow-list (shared), applied again before anything is drawn: the
 * server has cleaned the body; this pass keeps the page safe whatever arrives.
 */
const allowed = {
  ALLOWED_TAGS: [...announcementTags],
  ALLOWED_ATTR: [...new Set(Object.values(announcementAttributes).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${messageUrlSchemes.join('|')}):|/api/media/files/)`, 'i'),
};

/** A media file of this server, by path or by this origin's full URL. */
const ownImage = (src: string) =>
  announcementImageSrc.test(
    src.startsWith(window.location.origin) ? src.slice(window.location.origin.length) : src,
  );

/** Its own instance: the image rule below must not reach the other purifiers of the app. */
let purifier: ReturnType<typeof DOMPurify> | null = null;
function announcementPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // An image that is not one of this server's media files is dropped, as the server does.
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'img' && !ownImage((node as Element).getAttribute('src') ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  return purifier;
}

export function purifyBody(html: string): string {
  return announcementPurifier()
    .sanitize(html, allowed)
    .replace(/<a /g, `<a target="_blank" rel="${messageLinkRel}" `);
}

const useStyles = makeStyles({
  root: {
    overflowWrap: 'anywhere',
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& h2, & h3': { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}` },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: tokens.borderRadiusMedium },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& blockquote': {
      margin: 0,
      paddingInlineStart: tokens.spacingHorizontalM,
      borderInlineStartWidth: tokens.strokeWidthThick,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorNeutralStroke1,
    },
  },
});

/** An announcement's body: the server's sanitized HTML, purified again before it is drawn. */
export function AnnouncementBody(props: { html: string; className?: string }) {
  const styles = useStyles();
  const clean = useMemo(() => purifyBody(props.html), [props.html]);
  return (
    <div
      className={mergeClasses(styles.root, props.className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the string comes out of DOMPurify with an allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
