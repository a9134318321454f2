import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { messageAttributes, messageLinkRel, messageTags, messageUrlSchemes } from '#shared/message-html';

/** The server's allow-list (shared), applied again before anything is rendered. */
const allowed = {
  ALLOWED_TAGS: [...messageTags],
  ALLOWED_ATTR: [...new Set([...messageAttributes.a, ...messageAttributes.span])],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${messageUrlSchemes.join('|')}):`, 'i'),
};

/** Messages are sanitized by the server; this second pass keeps the page safe whatever arrives. */
export function purifyMessage(html: string): string {
  const clean = DOMPurify.sanitize(html, allowed);
  // Links open apart from the app and pass neither referrer nor opener.
  return clean.replace(/<a /g, `<a target="_blank" rel="${messageLinkRel}" `);
}

/** The text of a message, for previews and accessible names. */
export function messageText(html: string): string {
  const doc = new DOMParser().parseFromString(
    purifyMessage(html).replace(/<\/(p|li|blockquote)>|<br\s*\/?>/g, '$& '),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const useStyles = makeStyles({
  root: {
    overflowWrap: 'anywhere',
    '& p': { margin: 0 },
    '& p + p': { marginTop: tokens.spacingVerticalXS },
    '& .mention': { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});

/** A recognition message: purified HTML with mentions highlighted. */
export function MessageHtml(props: { html: string; className?: string }) {
  const styles = useStyles();
  const clean = useMemo(() => purifyMessage(props.html), [props.html]);
  return (
    <div
      className={mergeClasses(styles.root, props.className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the string comes out of DOMPurify with an allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
