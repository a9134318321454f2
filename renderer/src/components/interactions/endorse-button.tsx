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
import { useEffect, useRef, useState } from 'react';
import { accountList, pointsExceptionBody } from '#shared/contract/points';
import { apiClient } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { sessionQueries } from '../../lib/session/queries.ts';
import { useHolds } from '../../lib/session/use-permissions.ts';
import { useToasts } from '../toasts.tsx';
import type { InteractionKey, InteractionThread, ThreadAdapter } from './thread.ts';
import { useWording } from './thread.ts';

const endorseChoices = [5, 10, 25] as const;

const accountsKey = queryKeys.points.myAccounts;

/** The server's refusals other than points, in the member's words. */
const endorseErrors = { ForbiddenError: 'endorse.notAllowed', ConflictError: 'endorse.already' } as const;

/**
 * The message of a refused endorsement: a PointsExceptionError names why (001 §8), so the member
 * reads "Not enough points" rather than a generic failure; null for any other error.
 */
export function endorseExceptionKey(error: unknown): InteractionKey | null {
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
  balance: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/**
 * Who may endorse (product decisions): an onlooker, once. The sender and the recipients cannot
 * (the server answers 403), and a member who already endorsed sees their own endorsement instead.
 */
export function endorseState(
  item: Pick<InteractionThread, 'sender' | 'ownRecipient' | 'endorsementStats'>,
  memberId: string | undefined,
): 'offer' | 'endorsed' | 'none' {
  if (!memberId || item.sender?.id === memberId || item.ownRecipient) return 'none';
  if (item.endorsementStats?.ownAmount != null) return 'endorsed';
  return 'offer';
}

/** Errors that picking another amount cannot mend close the popover; these keep it open. */
const retryableKeys = new Set<InteractionKey>(['endorse.notEnough', 'endorse.restriction']);

/** Adds points from the member's allocation to a thread (an endorsement, 001 §3). */
export function EndorseButton(props: { thread: InteractionThread; adapter: ThreadAdapter }) {
  const { thread: item, adapter } = props;
  const { t, w } = useWording(adapter);
  const styles = useStyles();
  const toasts = useToasts();
  const canSend = useHolds(['pointsApp', 'sendPoints']);
  const { data: me } = useQuery(sessionQueries.ownMember());
  const endorse = adapter.useEndorse(item.id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data: accounts } = useQuery({
    queryKey: accountsKey,
    queryFn: async ({ signal }) =>
      accountList.parse((await apiClient.get('/points/accounts/my', { signal })).data).results,
    enabled: canSend && open,
  });
  const balance = accounts?.find((account) => account.type === 'allocation')?.balance ?? 0;
  const recipients = Math.max(item.recipientCount ?? item.sendTo?.length ?? 1, 1);
  const stats = item.endorsementStats;
  const state = endorseState(item, me?.id);
  // Once endorsed, "Endorse" (which held the focus) gives way to what was given: the focus moves
  // there rather than falling back to the top of the page.
  const own = useRef<HTMLSpanElement>(null);
  const offered = useRef(false);
  useEffect(() => {
    if (state === 'offer') offered.current = true;
    else if (state === 'endorsed' && offered.current && document.activeElement === document.body) {
      own.current?.focus();
    }
  }, [state]);
  return (
    <div className={styles.wrap}>
      {stats && stats.count > 0 ? (
        <Caption1>{w('endorse.stats', { count: stats.count, total: stats.total })}</Caption1>
      ) : null}
      {canSend && state === 'endorsed' && (stats?.ownAmount ?? 0) > 0 ? (
        <Text ref={own} tabIndex={-1} size={200}>
          {w('endorse.own', { count: stats?.ownAmount ?? 0 })}
        </Text>
      ) : null}
      {canSend && state === 'offer' ? (
        <Popover
          open={open}
          onOpenChange={(_, data) => setOpen(data.open)}
          trapFocus
          // Right-aligned with the button (it sits at the card's right edge), and kept off the
          // window's edges when space is short.
          positioning={{ position: 'above', align: 'end', overflowBoundaryPadding: 16 }}
        >
          <PopoverTrigger disableButtonEnhancement>
            <Button size="small" icon={<AddCircle20Regular />}>
              {w('endorse.action')}
            </Button>
          </PopoverTrigger>
          <PopoverSurface aria-label={w('endorse.title')}>
            <Text weight="semibold">{w('endorse.title')}</Text>
            <Caption1 className={styles.balance}>
              {accounts === undefined ? '\u00a0' : w('endorse.balance', { count: balance })}
            </Caption1>
            <div className={styles.choices}>
              {endorseChoices.map((amount) => {
                const total = amount * recipients;
                // Until the balance is known no chip is refused (the server checks anyway).
                const short = accounts !== undefined && total > balance;
                // Every chip keeps its tooltip, so a chip turning short is not drawn anew and
                // does not take the focus with it.
                return (
                  <Tooltip
                    key={amount}
                    content={short ? w('endorse.notEnough') : w('endorse.cost', { count: total })}
                    relationship="description"
                  >
                    <Button
                      shape="circular"
                      disabledFocusable={short || endorse.isPending}
                      onClick={async () => {
                        if (short) return;
                        try {
                          await endorse.mutateAsync(amount);
                          setOpen(false);
                          toasts.success(w('endorse.done', { amount }));
                        } catch (error) {
                          const key = endorseExceptionKey(error);
                          if (key && retryableKeys.has(key)) {
                            // The balance moved since the chips were drawn: show them as they are
                            // now, and leave the popover open for a smaller amount.
                            void queryClient.invalidateQueries({ queryKey: accountsKey });
                          } else {
                            // Another amount would fail the same way: close (focus returns to
                            // "Endorse") and redraw the card as it now stands.
                            setOpen(false);
                            void queryClient.invalidateQueries({ queryKey: queryKeys.timeline.all });
                          }
                          toasts.error(
                            key
                              ? w(key)
                              : adapter.errorMessage(error, t, {
                                  ForbiddenError: adapter.key(endorseErrors.ForbiddenError),
                                  ConflictError: adapter.key(endorseErrors.ConflictError),
                                }),
                          );
                        }
                      }}
                    >
                      {w('endorse.amount', { count: amount })}
                    </Button>
                  </Tooltip>
                );
              })}
            </div>
          </PopoverSurface>
        </Popover>
      ) : null}
    </div>
  );
}
