import { useEffect } from 'react';
import { documentTitle, useBranding } from './branding.ts';

/** Sets the document title to "<tenant name> - <page title>" while the caller is mounted. */
export function useDocumentTitle(pageTitle?: string | null): void {
  const { name } = useBranding();
  useEffect(() => {
    document.title = documentTitle(name, pageTitle);
  }, [name, pageTitle]);
}
