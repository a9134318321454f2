import {
  Avatar,
  Button,
  makeStyles,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  TableCellLayout,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement, Participant, ParticipantsQuery } from '#shared/contract/announcement';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { announcementQueries, useSendReminders } from '../api/announcement-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

const column = dataTableColumns<Participant>();

type State = ParticipantsQuery['state'] & string;

/**
 * Who answered and who has not (managers): the counts, a list per state, and a reminder to
 * everyone still pending.
 */
export function ParticipantsPanel(props: { item: Announcement }) {
  const { item } = props;
  const { t } = useTranslation('announcement');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const [state, setState] = useState<State>('all');
  const [page, setPage] = useState(1);
  const list = useQuery(announcementQueries.participants(item.id, state, page));
  const remind = useSendReminders(item.id);
  const { stats } = item;
  const answered =
    item.participation === 'acknowledge'
      ? stats.acknowledgedCount
      : stats.rsvpYesCount + stats.rsvpNoCount + stats.rsvpMaybeCount;
  const pending = Math.max(stats.recipientCount - answered, 0);
  const rows = useMemo(() => list.data?.results ?? [], [list.data]);
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'member',
          header: () => t('participants.member'),
          cell: (info) => {
            const { member } = info.row.original;
            const name = `${member.firstName} ${member.lastName}`.trim();
            return (
              <TableCellLayout
                media={
                  <Avatar
                    name={name}
                    size={24}
                    color="colorful"
                    image={member.avatarUrls ? { src: avatarUrl(member.avatarUrls, 24) } : undefined}
                    aria-hidden
                  />
                }
              >
                {name}
              </TableCellLayout>
            );
          },
        }),
        column.display({
          id: 'answer',
          header: () => t('participants.answer'),
          cell: (info) => {
            const row = info.row.original;
            return row.acknowledgedAt
              ? t('participants.acknowledged')
              : row.rsvp
                ? t(`participation.rsvp.${row.rsvp}`)
                : t('participants.noAnswer');
          },
        }),
        column.accessor('respondedAt', {
          header: () => t('participants.when'),
          cell: (info) => {
            const at = info.getValue();
            return at ? dates.dateTime(at) : '—';
          },
        }),
      ]),
    [t, dates],
  );

  const sendReminders = async () => {
    try {
      const result = await remind.mutateAsync();
      toasts.success(t('participants.reminded', { count: result.remindedCount }));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <section className={styles.root} aria-labelledby="announcement-participants">
      <div className={styles.header}>
        <Subtitle2 as="h2" id="announcement-participants" className={styles.heading}>
          {t('participants.title')}
        </Subtitle2>
        {item.status === 'active' && pending > 0 ? (
          <Button icon={<Alert20Regular />} disabled={remind.isPending} onClick={() => void sendReminders()}>
            {t('participants.remind', { count: pending })}
          </Button>
        ) : null}
      </div>
      <Text className={styles.muted}>
        {item.participation === 'acknowledge'
          ? t('participants.acknowledgedSummary', {
              count: stats.acknowledgedCount,
              total: stats.recipientCount,
            })
          : t('participants.rsvpSummary', {
              yes: stats.rsvpYesCount,
              no: stats.rsvpNoCount,
              maybe: stats.rsvpMaybeCount,
              total: stats.recipientCount,
            })}
      </Text>
      <TabList
        aria-label={t('participants.filter')}
        selectedValue={state}
        onTabSelect={(_, data) => {
          setState(data.value as State);
          setPage(1);
        }}
      >
        <Tab value="all">{t('participants.all')}</Tab>
        <Tab value="responded">{t('participants.responded', { count: answered })}</Tab>
        <Tab value="pending">{t('participants.pending', { count: pending })}</Tab>
      </TabList>
      {list.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : rows.length === 0 ? (
        <Text className={styles.muted} role="status">
          {t(`participants.empty.${state}`)}
        </Text>
      ) : (
        <DataTable
          label={t('participants.table')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.member.id}
          emptyMessage={t(`participants.empty.${state}`)}
        />
      )}
      <Pager label={t('participants.paging')} page={page} next={list.data?.next} onPage={setPage} />
    </section>
  );
}
