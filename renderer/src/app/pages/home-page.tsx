import { Body1, Card, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useBranding } from '../../lib/branding.ts';
import { sessionQueries } from '../../lib/session/queries.ts';

const useStyles = makeStyles({
  banner: {
    width: '100%',
    aspectRatio: '4 / 1',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    display: 'block',
  },
  card: { padding: tokens.spacingHorizontalXL },
});

/** Home: the tenant's banner and a greeting; the recognition feed replaces it with its own /home. */
export default function HomePage() {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const branding = useBranding();
  const { data: me } = useQuery(sessionQueries.ownMember());
  return (
    <Page title={t('home.title')} width={900}>
      {branding.bannerUrl ? <img className={styles.banner} src={branding.bannerUrl} alt="" /> : null}
      <Card className={styles.card}>
        <Subtitle1 as="h2">
          {me ? t('home.greeting', { firstName: me.firstName }) : t('home.greetingAnonymous')}
        </Subtitle1>
        <Body1>{t('home.intro', { name: branding.name })}</Body1>
      </Card>
    </Page>
  );
}
