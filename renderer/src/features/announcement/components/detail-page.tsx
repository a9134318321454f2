import {
  Button,
  Caption1,
  Card,
  Divider,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Archive20Regular, Copy20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Announcement } from '#shared/contract/announcement';
import { AnnouncementBody } from '../../../components/announcement-body.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { announcementQueries, useAnnouncementAction } from '../api/announcement-queries.ts';
import { AttachmentList } from './attachment-list.tsx';
import { manageAnnouncements } from './manage-gate.tsx';
import { ParticipantsPanel } from './participants-panel.tsx';
import { ParticipationAnswer } from './participation-answer.tsx';
import { StatusBadge } from './status-badge.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Action = 'clone' | 'archive' | 'delete';

/** /announcements/{id}: the announcement as its audience reads it, and its follow-up for managers. */
export function DetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('announcement');
  const item = useQuery(announcementQueries.one(id));
  if (item.isPending) return <Spinner label={t('loading')} />;
  if (item.isError) {
    return (
      <Page title={t('detail.notFoundTitle')} width={900}>
        <Text role="alert">
          {isApiError(item.error) && item.error.status === 404 ? t('detail.notFound') : t('loadFailed')}
        </Text>
      </Page>
    );
  }
  return <Detail item={item.data} />;
}

function Detail(props: { item: Announcement }) {
  const { item } = props;
  const { t } = useTranslation('announcement');
  const dates = useDates();
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const manager = useHolds(manageAnnouncements);
  const act = useAnnouncementAction();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const author = item.createdBy ? `${item.createdBy.firstName} ${item.createdBy.lastName}`.trim() : null;
  const can = (permission: Announcement['permissions'][number]) =>
    manager && item.permissions.includes(permission);

  const run = async (action: Action) => {
    try {
      const result = await act.mutateAsync({ id: item.id, action });
      setConfirming(null);
      if (action === 'delete') {
        toasts.success(t('actions.deleted'));
        void navigate('/announcements', { replace: true });
      } else if (action === 'clone' && result) {
        toasts.success(t('actions.cloned'));
        void navigate(`/announcements/configure/${result.id}`);
      } else {
        toasts.success(t('actions.archived'));
      }
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  const when =
    item.status === 'scheduled' && item.startAt
      ? t('detail.startsAt', { date: dates.dateTime(item.startAt) })
      : item.publishedAt
        ? t('detail.publishedAt', { date: dates.dateTime(item.publishedAt) })
        : null;

  return (
    <Page
      title={item.title}
      width={900}
      actions={
        manager ? (
          <>
            {can('edit') ? (
              <Button
                icon={<Edit20Regular />}
                onClick={() => void navigate(`/announcements/configure/${item.id}`)}
              >
                {t('actions.edit')}
              </Button>
            ) : null}
            {can('clone') ? (
              <Button icon={<Copy20Regular />} onClick={() => setConfirming('clone')}>
                {t('actions.clone')}
              </Button>
            ) : null}
            {can('archive') ? (
              <Button icon={<Archive20Regular />} onClick={() => setConfirming('archive')}>
                {t('actions.archive')}
              </Button>
            ) : null}
            {can('delete') ? (
              <Button icon={<Delete20Regular />} onClick={() => setConfirming('delete')}>
                {t('actions.delete')}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <Card className={styles.card}>
        <div className={styles.meta}>
          {manager ? <StatusBadge status={item.status} /> : null}
          {author ? <Caption1>{t('detail.by', { name: author })}</Caption1> : null}
          {when ? <Caption1 className={styles.muted}>{when}</Caption1> : null}
          {item.endAt ? (
            <Caption1 className={styles.muted}>
              {t('detail.endsAt', { date: dates.dateTime(item.endAt) })}
            </Caption1>
          ) : null}
        </div>
        <AnnouncementBody html={item.body} />
        <AttachmentList files={item.attachmentUrls ?? []} />
        <ParticipationAnswer item={item} />
      </Card>
      {manager ? (
        <>
          <Text className={styles.muted}>
            {item.audience.wholeCompany
              ? t('detail.audienceAll', { count: item.stats.recipientCount })
              : t('detail.audienceSome', {
                  names: [
                    ...(item.audienceDisplay?.teams.map((team) => team.name) ?? []),
                    ...(item.audienceDisplay?.members.map((m) => `${m.firstName} ${m.lastName}`.trim()) ??
                      []),
                  ].join(', '),
                  count: item.stats.recipientCount,
                })}
          </Text>
          {item.participation !== 'none' && item.status !== 'draft' ? (
            <>
              <Divider />
              <ParticipantsPanel item={item} />
            </>
          ) : null}
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          open
          title={t(`actions.confirm.${confirming}.title`)}
          body={t(`actions.confirm.${confirming}.body`, { title: item.title })}
          confirm={t(`actions.confirm.${confirming}.confirm`)}
          busy={act.isPending}
          onConfirm={() => void run(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Page>
  );
}
