import {
  Button,
  CounterBadge,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import {
  type BellMessage,
  notificationQueries,
  useMarkAllRead,
  useMarkRead,
} from '../api/notification-queries.ts';
import { isAppPath } from './app-path.ts';
import { NotificationItem } from './notification-item.tsx';
import { useMessageAlerts } from './use-message-alerts.ts';

const useStyles = makeStyles({
  anchor: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
  surface: {
    // 000 §9: the popover is 684 wide with a maximum height of 464.
    width: 'min(684px, calc(100vw - 16px))',
    maxHeight: '464px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    padding: 0,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  list: { overflowY: 'auto', padding: tokens.spacingVerticalXS, margin: 0, listStyle: 'none' },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
  },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
});

/** The bell (needs notificationApp browseMessages) with the unread count and the messages popover. */
export function NotificationBell() {
  const allowed = useHolds(['notificationApp', 'browseMessages']);
  return allowed ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const unread = useQuery(notificationQueries.unreadCount()).data;
  useMessageAlerts(unread);
  const count = unread ?? 0;
  return (
    <span className={styles.anchor}>
      <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<Alert24Regular />}
            aria-label={count > 0 ? t('bell.labelWithCount', { count }) : t('bell.label')}
          />
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('title')}>
          {open && <Messages unread={count} onClose={() => setOpen(false)} />}
        </PopoverSurface>
      </Popover>
      {count > 0 && <CounterBadge className={styles.badge} count={count} size="small" aria-hidden />}
    </span>
  );
}

function Messages({ unread, onClose }: { unread: number; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useInfiniteQuery(notificationQueries.list());
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const messages = list.data?.pages.flatMap((page) => page.results) ?? [];

  const open = (message: BellMessage) => {
    if (message.readAt === null) markRead.mutate(message.id);
    if (isAppPath(message.resourcePath)) {
      onClose();
      navigate(message.resourcePath);
    }
  };

  // More pages load as the list nears its end; the button below does the same by keyboard.
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (scrollTop + clientHeight >= scrollHeight - 48 && list.hasNextPage && !list.isFetchingNextPage) {
      void list.fetchNextPage();
    }
  };

  return (
    <>
      <div className={styles.header}>
        <Text as="h2" weight="semibold" size={400}>
          {t('title')}
        </Text>
        <Button
          appearance="transparent"
          // Focusable while disabled, so focus stays in the popover after marking everything read.
          disabledFocusable={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {list.isPending ? (
        <div className={styles.state}>
          <Spinner size="small" label={t('loading')} />
        </div>
      ) : list.isError ? (
        <div className={styles.state} role="alert">
          <Text>{t('loadFailed')}</Text>
          <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
        </div>
      ) : messages.length === 0 ? (
        <div className={styles.state}>
          <Text>{t('empty')}</Text>
        </div>
      ) : (
        <ul className={styles.list} onScroll={onScroll}>
          {messages.map((message) => (
            <li key={message.id}>
              <NotificationItem message={message} onOpen={open} />
            </li>
          ))}
          {list.hasNextPage && (
            <li className={styles.more}>
              <Button
                appearance="subtle"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? <Spinner size="tiny" /> : t('loadMore')}
              </Button>
            </li>
          )}
        </ul>
      )}
    </>
  );
}
