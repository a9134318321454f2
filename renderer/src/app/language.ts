import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBranding } from '../lib/branding.ts';
import { applyLanguage, chooseLanguage } from '../lib/i18n.ts';
import { sessionQueries } from '../lib/session/queries.ts';
import { scopeOf, useSession } from '../lib/session/session-store.ts';

/** The catalog follows the member's locale, then the tenant's language, then English. */
export function useLanguageSync(): void {
  const session = useSession();
  const branding = useBranding();
  const inTenant = scopeOf(session) === 'tenant';
  const { data: me } = useQuery({ ...sessionQueries.ownMember(), enabled: inTenant });
  const language = chooseLanguage([inTenant ? me?.locale : null, branding.language]);
  // Until a member's own record arrives, the language remembered at start stays (no English flash).
  const known = session.status !== 'restoring' && (!inTenant || !!me);
  useEffect(() => {
    if (known) applyLanguage(language);
  }, [language, known]);
}
