import { Avatar, Body1, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { mediaUrl } from '../../../lib/branding.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { safeNext } from '../../../lib/safe-next.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { handoffUrl, startTenantLogin } from '../../../lib/session/tenant-login.ts';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  tenant: {
    width: '100%',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
  },
  name: { flexGrow: 1, textAlign: 'start' },
  logo: { height: '32px', width: '96px', objectFit: 'contain', objectPosition: 'left center' },
});

/** My tenants (/tenants): choosing one hands the session off to that tenant's host. */
export default function TenantsPage() {
  const { t } = useTranslation('tenants');
  const styles = useStyles();
  const [params] = useSearchParams();
  const tenants = useQuery(sessionQueries.myTenants());
  const choose = useMutation({
    mutationFn: startTenantLogin,
    // The browser leaves for the tenant's host, where /tenant/login completes the sign-in.
    onSuccess: ({ url }) => window.location.assign(handoffUrl(url, safeNext(params.get('next')))),
  });

  return (
    <PublicFrame title={t('title')}>
      {tenants.isPending ? <Spinner label={t('loading')} /> : null}
      {tenants.isError || choose.isError ? (
        <ErrorBar>{errorMessage(tenants.error ?? choose.error, t)}</ErrorBar>
      ) : null}
      {tenants.data?.length === 0 ? <Body1>{t('empty')}</Body1> : null}
      {tenants.data && tenants.data.length > 0 ? (
        <>
          <Body1>{t('intro')}</Body1>
          <ul className={styles.list} aria-label={t('title')}>
            {tenants.data.map((tenant) => (
              <li key={tenant.id}>
                <Button
                  className={styles.tenant}
                  size="large"
                  disabled={choose.isPending || choose.isSuccess}
                  onClick={() => choose.mutate(tenant.id)}
                >
                  {tenant.logoUrls ? (
                    <img className={styles.logo} src={mediaUrl(tenant.logoUrls, 'logo') ?? ''} alt="" />
                  ) : (
                    <Avatar shape="square" name={tenant.name} size={32} />
                  )}
                  <span className={styles.name}>{tenant.name}</span>
                  {choose.isPending && choose.variables === tenant.id ? (
                    <Spinner size="tiny" label={t('opening')} />
                  ) : (
                    <ChevronRightRegular />
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <RouterLink to="/logout">{t('signOut')}</RouterLink>
    </PublicFrame>
  );
}
