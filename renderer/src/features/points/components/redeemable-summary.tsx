import { Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { exportRedeemable, pointsQueries, saveDownload } from '../api/points-queries.ts';
import { useNumbers } from '../model/use-numbers.ts';

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', margin: 0 },
  card: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXL,
    flexWrap: 'wrap',
  },
  figure: { display: 'flex', flexDirection: 'column' },
  value: { marginInlineStart: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** What members hold to redeem, in points and in the tenant's currency, with the CSV of every balance. */
export function RedeemableSummary() {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const total = useQuery(pointsQueries.redeemableTotal());
  const numbers = useNumbers(total.data?.currency);
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      saveDownload(await exportRedeemable());
    } catch (error) {
      toasts.error(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };
  if (total.isPending) return <Spinner label={t('loading')} />;
  if (total.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  const figures = [
    { label: t('redeemable.total'), value: numbers.points(total.data.total) },
    { label: t('redeemable.value'), value: numbers.money(total.data.value) },
    { label: t('redeemable.members'), value: numbers.points(total.data.memberCount) },
  ];
  return (
    <Card className={styles.card}>
      <dl className={styles.list}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={() => void download()}>
        {t('redeemable.export')}
      </Button>
    </Card>
  );
}
