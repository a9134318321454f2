import { Body1, Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { GiftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { rewardsQueries } from '../api/rewards-queries.ts';
import { BalanceNote } from './balance-note.tsx';
import { MemberTabs } from './member-tabs.tsx';
import { RewardsGate } from './rewards-gate.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /rewards/providers: the stores a member can redeem points in. */
export function ProvidersPage() {
  return (
    <RewardsGate needs="redeem">
      <Providers />
    </RewardsGate>
  );
}

function Providers() {
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const providers = useQuery(rewardsQueries.providers());
  return (
    <Page title={t('member.title')}>
      <MemberTabs />
      <BalanceNote />
      {providers.isPending ? (
        <Spinner label={t('loading')} />
      ) : providers.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : providers.data.length === 0 ? (
        <Body1>{t('member.noStores')}</Body1>
      ) : (
        <ul className={styles.grid} aria-label={t('member.storesLabel')}>
          {providers.data.map((provider) => (
            <li key={provider.id}>
              <Card>
                <CardHeader
                  image={<GiftRegular fontSize={28} aria-hidden />}
                  header={<RouterLink to={`/rewards/providers/${provider.id}`}>{provider.name}</RouterLink>}
                  description={
                    <Text className={styles.muted}>
                      {t('member.rewardCount', { count: provider.rewardCount })}
                    </Text>
                  }
                />
                {provider.description ? <Body1>{provider.description}</Body1> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
