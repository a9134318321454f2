import { Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SamlSignInOption } from '#shared/contract/saml';
import { apiClient } from '../../../lib/api-client.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The contract's `samlSignInOptions` (shared/src/contract/saml.ts), checked by hand: the sign-in
 * page asks for it at once, and zod would make that page download the schemas' library (as
 * `asErrorBody` in lib/api-error.ts). Throws on anything else, as the schema's parse would.
 */
export function asSignInOptions(value: unknown): { results: SamlSignInOption[] } {
  const results = isRecord(value) ? value.results : undefined;
  if (!Array.isArray(results)) throw new Error('Unexpected SSO sign-in options');
  return {
    results: results.map((option) => {
      if (
        !isRecord(option) ||
        typeof option.id !== 'string' ||
        !uuid.test(option.id) ||
        typeof option.name !== 'string' ||
        typeof option.loginUrl !== 'string' ||
        typeof option.ssoOnly !== 'boolean'
      )
        throw new Error('Unexpected SSO sign-in option');
      return { id: option.id, name: option.name, loginUrl: option.loginUrl, ssoOnly: option.ssoOnly };
    }),
  };
}

/** The tenant's SAML providers (none on the central host); a failure just shows no buttons. */
export function useSsoOptions() {
  return useQuery({
    queryKey: ['identity', 'saml', 'signInOptions'],
    queryFn: async ({ signal }) =>
      asSignInOptions(
        (await apiClient.get('/identity/saml/signInOptions', { signal, anonymous: true })).data,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * "Sign in with {provider}": a full-page visit to the SP-initiated start, which sends the browser
 * to the identity provider and back through /tenant/login.
 */
export function SsoSignIn(props: { next: string | null }) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const options = useSsoOptions().data?.results ?? [];
  if (options.length === 0) return null;
  const query = props.next ? `?${new URLSearchParams({ next: props.next })}` : '';
  return (
    <div className={styles.list}>
      <Divider>{t('login.or')}</Divider>
      {options.map((option) => (
        <Button key={option.id} as="a" href={`${option.loginUrl}${query}`} appearance="outline">
          {t('login.ssoButton', { name: option.name })}
        </Button>
      ))}
    </div>
  );
}
