import {
  Body1,
  Button,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pointsQueries } from '../api/points-queries.ts';
import { configurePathOf } from '../model/sources.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { AdminPage } from './admin-page.tsx';

const useStyles = makeStyles({
  card: { maxWidth: '560px' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** /points/peer: the allocation each member gets to give colleagues, and when it resets. */
export function PeerPage() {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const navigate = useNavigate();
  const numbers = useNumbers();
  const source = useQuery(pointsQueries.source('allocation'));
  return (
    <AdminPage allocationView>
      <Body1>{t('peer.intro')}</Body1>
      {source.isPending ? (
        <Spinner label={t('loading')} />
      ) : source.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <Card className={styles.card} role="region" aria-labelledby="points-peer-heading">
          <CardHeader
            header={
              <Subtitle2 as="h2" id="points-peer-heading">
                {t('sources.names.allocation')}
              </Subtitle2>
            }
            description={t('sources.descriptions.allocation')}
          />
          <div className={styles.facts}>
            <Text>
              {source.data.enabled
                ? t('peer.amount', {
                    points: numbers.points(source.data.amount),
                    frequency: t(`frequency.${source.data.resetFrequency}`),
                  })
                : t('peer.off')}
            </Text>
            {source.data.teams.length > 0 ? (
              <Text>{t('peer.teams', { count: source.data.teams.length })}</Text>
            ) : null}
          </div>
          <div>
            <Button appearance="primary" onClick={() => void navigate(configurePathOf('allocation'))}>
              {t('peer.configure')}
            </Button>
          </div>
        </Card>
      )}
    </AdminPage>
  );
}
