import {
  Badge,
  Button,
  Card,
  CardFooter,
  CardHeader,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Insight, snoozeDays } from '#shared/contract/insight';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useInsightAction } from '../api/analytics-queries.ts';
import { insightText } from './insight-text.ts';

const priorityColour = { high: 'danger', medium: 'warning', low: 'informative' } as const;

/** One insight: priority, headline, evidence, the suggested action, dismiss and snooze. */
export function InsightCard(props: { insight: Insight; detail?: boolean }) {
  const { insight } = props;
  const { t, i18n } = useTranslation('analytics');
  const navigate = useNavigate();
  const toasts = useToasts();
  const act = useInsightAction();
  const number = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(n);
  const text = insightText(insight, t, number);
  const failed = (error: unknown) => toasts.error(errorMessage(error, t));
  return (
    <Card aria-label={text.title}>
      <CardHeader
        header={
          <Text as="h2" weight="semibold">
            {props.detail ? (
              text.title
            ) : (
              <RouterLink to={`/analytics/insight/${insight.id}`}>{text.title}</RouterLink>
            )}
          </Text>
        }
        description={
          <Badge color={priorityColour[insight.priority]} appearance="tint">
            {t(`priority.${insight.priority}`)}
          </Badge>
        }
      />
      <Text>{text.evidence}</Text>
      {insight.status === 'snoozed' && insight.snoozedUntil ? (
        <Text size={200}>{t('snoozedUntil', { date: insight.snoozedUntil })}</Text>
      ) : null}
      <CardFooter>
        <Button appearance="primary" onClick={() => void navigate(insight.actionPath)}>
          {text.action}
        </Button>
        {insight.status === 'open' ? (
          <>
            <Button
              disabled={act.isPending}
              onClick={() =>
                act.mutate(
                  { id: insight.id, action: 'dismiss' },
                  { onSuccess: () => toasts.success(t('dismissed')), onError: failed },
                )
              }
            >
              {t('dismiss')}
            </Button>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button disabled={act.isPending}>{t('snooze')}</Button>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {snoozeDays.map((days) => (
                    <MenuItem
                      key={days}
                      onClick={() =>
                        act.mutate(
                          { id: insight.id, action: 'snooze', days },
                          { onSuccess: () => toasts.success(t('snoozed')), onError: failed },
                        )
                      }
                    >
                      {t('snoozeFor', { count: days })}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          </>
        ) : (
          <Button
            disabled={act.isPending}
            onClick={() => act.mutate({ id: insight.id, action: 'reopen' }, { onError: failed })}
          >
            {t('reopen')}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
