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
  const { data: me } = useQuery({ ...sessionQueries.ownMember(), enabled: scopeOf(session) === 'tenant' });
  const language = chooseLanguage([scopeOf(session) === 'tenant' ? me?.locale : null, branding.language]);
  useEffect(() => applyLanguage(language), [language]);
}
