import { Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { samlSignInOptions } from '#shared/contract/saml';
import { apiClient } from '../../../lib/api-client.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The tenant's SAML providers (none on the central host); a failure just shows no buttons. */
export function useSsoOptions() {
  return useQuery({
    queryKey: ['identity', 'saml', 'signInOptions'],
    queryFn: async ({ signal }) =>
      samlSignInOptions.parse(
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
