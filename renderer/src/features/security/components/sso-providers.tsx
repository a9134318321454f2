import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../../components/router-link.tsx';
import { securityQueries } from '../api/security-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** Single sign-on: the organization's SAML providers, each opening /tenant/security/sso/{id}. */
export function SsoProviders() {
  const { t } = useTranslation('security');
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useQuery(securityQueries.samlProviders());
  const rows = list.data?.results ?? [];
  return (
    <section className={styles.section} aria-labelledby="security-sso">
      <div className={styles.header}>
        <Subtitle2 as="h2" id="security-sso">
          {t('sso.title')}
        </Subtitle2>
        <Button icon={<AddRegular />} onClick={() => void navigate('/tenant/security/add-sso')}>
          {t('sso.add')}
        </Button>
      </div>
      <Text>{t('sso.intro')}</Text>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('sso.loadFailed')}</Text>
      ) : rows.length === 0 ? (
        <Text>{t('sso.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {rows.map((provider) => (
            <li key={provider.id}>
              <RouterLink to={`/tenant/security/sso/${provider.id}`}>{provider.name}</RouterLink>
              {provider.ssoOnly ? ` · ${t('sso.ssoOnly')}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
