import { Avatar, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';
import type { BellMessage } from '../api/notification-queries.ts';
import { formatNotificationDate, invalidDate } from './notification-date.ts';
import { notificationText } from './notification-text.ts';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    flexGrow: 1,
    minWidth: 0,
  },
  message: { overflowWrap: 'anywhere' },
  dot: {
    flexShrink: 0,
    width: '8px',
    height: '8px',
    marginTop: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
});

/** One message in the bell's list; choosing it marks it read and follows its link. */
export function NotificationItem({
  message,
  onOpen,
}: {
  message: BellMessage;
  onOpen: (message: BellMessage) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const dates = useDates();
  const styles = useStyles();
  const from = message.fromMember;
  const name = from ? `${from.firstName} ${from.lastName}` : t('fromPlatform');
  const date = formatNotificationDate(message.createdAt, i18n.language, dates);
  const unread = message.readAt === null;
  return (
    <button
      type="button"
      className={mergeClasses(styles.item, unread && styles.unread)}
      onClick={() => onOpen(message)}
    >
      <Avatar name={name} image={{ src: avatarUrl(from?.avatarUrls, 40) }} size={40} aria-hidden />
      <span className={styles.body}>
        <Text className={styles.message} weight={unread ? 'semibold' : 'regular'}>
          {notificationText(t, message)}
        </Text>
        <Text size={200}>
          <time dateTime={date === invalidDate ? undefined : message.createdAt}>
            {date === invalidDate ? t('invalidDate') : date}
          </time>
        </Text>
      </span>
      {unread && <span className={styles.dot} role="img" aria-label={t('unread')} />}
    </button>
  );
}
