import {
  Button,
  Caption1,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { AddCircle20Regular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountList, pointsExceptionBody } from '#shared/contract/points';
import type { Recognition } from '#shared/contract/recognition';
import { useToasts } from '../../../components/toasts.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { useEndorse } from '../api/timeline-queries.ts';

const endorseChoices = [5, 10, 25] as const;

const accountsKey = ['points', 'accounts', 'my'] as const;

/**
 * The message of a refused endorsement: a PointsExceptionError names why (001 §8), so the member
 * reads "Not enough points" rather than a generic failure; null for any other error.
 */
export function endorseExceptionKey(error: unknown): string | null {
  if (!isApiError(error) || (error.errorName !== 'PointsExceptionError' && error.status !== 422)) return null;
  const body = isAxiosError(error.cause) ? error.cause.response?.data : undefined;
  const parsed = pointsExceptionBody.safeParse(body);
  if (!parsed.success) return null;
  const types = parsed.data.details.exceptions.map((exception) => exception.type);
  if (types.includes('insufficientPoints')) return 'endorse.notEnough';
  if (types.includes('restriction')) return 'endorse.restriction';
  if (types.includes('notEligible')) return 'endorse.notEligible';
  return null;
}

const useStyles = makeStyles({
  wrap: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  choices: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

/** Adds points from the member's allocation to a recognition (an endorsement, 001 §3). */
export function EndorseButton(props: { item: Recognition }) {
  const { item } = props;
  const { t } = useTranslation('home');
  const styles = useStyles();
  const toasts = useToasts();
  const canSend = useHolds(['pointsApp', 'sendPoints']);
  const endorse = useEndorse(item.id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data: accounts } = useQuery({
    queryKey: accountsKey,
    queryFn: async ({ signal }) =>
      accountList.parse((await apiClient.get('/points/accounts/my', { signal })).data).results,
    enabled: canSend && open,
  });
  const balance = accounts?.find((account) => account.type === 'allocation')?.balance ?? 0;
  const stats = item.endorsementStats;
  return (
    <div className={styles.wrap}>
      {stats && stats.count > 0 ? (
        <Caption1>{t('endorse.stats', { count: stats.count, total: stats.total })}</Caption1>
      ) : null}
      {canSend ? (
        <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} trapFocus>
          <PopoverTrigger disableButtonEnhancement>
            <Button size="small" icon={<AddCircle20Regular />}>
              {t('endorse.action')}
            </Button>
          </PopoverTrigger>
          <PopoverSurface aria-label={t('endorse.title')}>
            <Text weight="semibold">{t('endorse.title')}</Text>
            <div className={styles.choices}>
              {endorseChoices.map((amount) => {
                const short = amount * Math.max(item.recipientCount ?? item.sendTo.length, 1) > balance;
                const button = (
                  <Button
                    key={amount}
                    shape="circular"
                    disabledFocusable={short || endorse.isPending}
                    onClick={async () => {
                      if (short) return;
                      try {
                        await endorse.mutateAsync(amount);
                        setOpen(false);
                        toasts.success(t('endorse.done', { amount }));
                      } catch (error) {
                        const key = endorseExceptionKey(error);
                        // The balance moved since the chips were drawn: show them as they are now.
                        if (key) void queryClient.invalidateQueries({ queryKey: accountsKey });
                        toasts.error(key ? t(key) : errorMessage(error, t));
                      }
                    }}
                  >
                    {t('endorse.amount', { count: amount })}
                  </Button>
                );
                return short ? (
                  <Tooltip key={amount} content={t('endorse.notEnough')} relationship="description">
                    {button}
                  </Tooltip>
                ) : (
                  button
                );
              })}
            </div>
          </PopoverSurface>
        </Popover>
      ) : null}
    </div>
  );
}
