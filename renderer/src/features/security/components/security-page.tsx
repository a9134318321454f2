import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { EmailDomains } from './email-domains.tsx';
import { ExpirePasswords } from './expire-passwords.tsx';
import { PasswordPolicySection } from './password-policy-form.tsx';
import { ScimTokens } from './scim-tokens.tsx';
import { SsoProviders } from './sso-providers.tsx';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXXL },
});

/** /tenant/security, "Security & access": gated like its menu item (identityApp browse). */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  const styles = useStyles();
  const apps = useApps();
  const allowed = useHolds(['identityApp', 'browse']);
  const canExpire = useHolds(['identityApp', 'expireAllPasswords']);
  const canReadLogs = useHolds(['auditingApp', 'browse']);
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return (
    <Page title={t('title')} width={900}>
      <Text as="p">{t('intro')}</Text>
      {canReadLogs ? (
        <Text as="p">
          <RouterLink to="/logs">{t('logsLink')}</RouterLink>
        </Text>
      ) : null}
      <div className={styles.sections}>
        <EmailDomains />
        <SsoProviders />
        <PasswordPolicySection />
        {canExpire ? <ExpirePasswords /> : null}
        <ScimTokens />
      </div>
    </Page>
  );
}
