import { useEffect, useRef, useState } from 'react';
import { documentTitle, useBranding } from './branding.ts';

/** A page sets the title; a dialog drawn over a page (its own route) sets it while it is open. */
export type TitleLayer = 'page' | 'dialog';

type Claim = { title: string; layer: number; order: number };

/** Every mounted caller's title; the document shows the top layer's, the latest first among equals. */
const claims = new Map<object, Claim>();
let claimCount = 0;

/** With no claim left (a page unmounted before the next one mounted), the tenant's name alone. */
function showTopClaim(fallback: string): void {
  let top: Claim | undefined;
  for (const claim of claims.values()) {
    if (!top || claim.layer > top.layer || (claim.layer === top.layer && claim.order > top.order))
      top = claim;
  }
  document.title = top ? top.title : fallback;
}

/**
 * Sets the document title to "<tenant name> - <page title>" (000 §1) while the caller is mounted.
 * A dialog's title wins over the page behind it, whichever mounted or changed last, and the page's
 * title returns when the dialog closes.
 */
export function useDocumentTitle(pageTitle?: string | null, layer: TitleLayer = 'page'): void {
  const { name } = useBranding();
  const [key] = useState(() => ({}));
  const title = documentTitle(name, pageTitle);
  const fallback = useRef(documentTitle(name));
  fallback.current = documentTitle(name);
  const rank = layer === 'dialog' ? 1 : 0;
  useEffect(() => {
    claims.set(key, { title, layer: rank, order: claims.get(key)?.order ?? ++claimCount });
    showTopClaim(fallback.current);
  }, [key, title, rank]);
  useEffect(
    () => () => {
      claims.delete(key);
      // A page's title must not outlive it: "Acme - Sign in" stayed on /home while home loaded.
      showTopClaim(fallback.current);
    },
    [key],
  );
}
