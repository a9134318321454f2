import {
  Badge,
  Body1,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { rewardsQueries } from '../api/rewards-queries.ts';
import { BalanceNote } from './balance-note.tsx';
import { RewardImage } from './reward-image.tsx';
import { RewardsGate } from './rewards-gate.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  meta: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** /rewards/providers/{id}: one store's rewards with their cost and stock. */
export function ProviderPage() {
  return (
    <RewardsGate needs="redeem">
      <Provider />
    </RewardsGate>
  );
}

function Provider() {
  const { id = '' } = useParams();
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const provider = useQuery(rewardsQueries.provider(id));
  const list = useQuery(rewardsQueries.rewards(id));
  if (provider.isPending || list.isPending) return <Spinner label={t('loading')} />;
  if (provider.isError || list.isError) return <Text role="alert">{t('member.storeNotFound')}</Text>;
  return (
    <Page title={provider.data.name}>
      <RouterLink to="/rewards/providers">{t('member.backToStores')}</RouterLink>
      {provider.data.description ? <Body1>{provider.data.description}</Body1> : null}
      <BalanceNote />
      {list.data.length === 0 ? (
        <Body1>{t('member.noRewards')}</Body1>
      ) : (
        <ul className={styles.grid} aria-label={t('member.rewardsLabel', { name: provider.data.name })}>
          {list.data.map((item) => (
            <li key={item.id}>
              <Card>
                <RewardImage reward={item} />
                <CardHeader
                  header={
                    <RouterLink to={`/rewards/providers/${id}/rewards/${item.id}`}>{item.name}</RouterLink>
                  }
                  description={
                    <span className={styles.meta}>
                      <Text weight="semibold">{t('points', { count: item.cost })}</Text>
                      {item.stock === 0 ? (
                        <Badge appearance="tint" color="danger">
                          {t('member.outOfStock')}
                        </Badge>
                      ) : item.stock !== null ? (
                        <Text>{t('member.inStock', { count: item.stock })}</Text>
                      ) : null}
                    </span>
                  }
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
