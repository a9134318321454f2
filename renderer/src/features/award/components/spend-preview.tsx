import {
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AwardSendRequest } from '#shared/contract/award';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { awardQueries } from '../api/award-queries.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  short: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The spend preview (001 §5): points times recipients equals points used, the bank's funds left
 * after sending, the note that bank-funded awards leave the monthly balance alone, and how many
 * recipients the eligibility rules leave without points. Asked of the server (it expands teams and
 * knows the rules) once the choices have settled for 300 ms.
 */
export function SpendPreview(props: {
  awardTypeId: string;
  bankName: string | null;
  amount: number;
  sendTo: AwardSendRequest['sendTo'];
}) {
  const { awardTypeId, bankName, amount, sendTo } = props;
  const { t, i18n } = useTranslation('award');
  const styles = useStyles();
  const body = useDebounced({ amount, sendTo }, 300);
  const preview = useQuery({
    ...awardQueries.preview(awardTypeId, body),
    enabled: body.sendTo.length > 0,
    placeholderData: keepPreviousData,
  });
  if (sendTo.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const data = preview.data;
  if (!data) return preview.isFetching ? <Spinner size="tiny" label={t('send.preview.calculating')} /> : null;
  const balance = data.pointsBankBalance?.available ?? data.pointsBankBalance?.balance ?? null;
  const remaining = balance === null ? null : balance - data.total;
  const ineligible = data.ineligibleCount;
  return (
    <section
      className={styles.box}
      aria-label={t('send.preview.label')}
      aria-live="polite"
      aria-busy={preview.isFetching}
    >
      {ineligible > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('send.ineligible', { count: ineligible })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {amount > 0 ? (
        <>
          <Text weight="semibold">
            {t('send.preview.equation', {
              points: number.format(amount),
              count: data.pointsRecipientCount,
              total: number.format(data.total),
            })}
          </Text>
          {remaining !== null ? (
            <Text className={remaining < 0 ? styles.short : undefined}>
              {remaining < 0
                ? t('send.preview.notEnough')
                : bankName
                  ? t('send.preview.remaining', { remaining: number.format(remaining), bank: bankName })
                  : t('send.preview.remainingNoName', { remaining: number.format(remaining) })}
            </Text>
          ) : null}
          <Caption1>{t('send.preview.monthly')}</Caption1>
        </>
      ) : (
        <Text>{t('send.preview.recipientCount', { count: data.recipientCount })}</Text>
      )}
    </section>
  );
}
