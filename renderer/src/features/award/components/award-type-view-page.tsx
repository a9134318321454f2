import {
  Button,
  Card,
  Image,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { AwardType, AwardTypeRecipient } from '#shared/contract/award';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { awardQueries } from '../api/award-queries.ts';
import { badgeSrc, fullName } from '../model/award-display.ts';
import { statusKey, viewPath } from './award-types-list-page.tsx';
import { AwardsAdminGate } from './awards-admin-gate.tsx';
import { LifecycleActions } from './lifecycle-actions.tsx';
import { NominationsPanel } from './nominations-panel.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'row', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  badge: { width: '96px', height: '96px', objectFit: 'contain' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dd': { margin: 0 },
    '& dt': { color: tokens.colorNeutralForeground2 },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /awards/award/{id}: an award type as saved, its lifecycle actions and who received it. */
export function AwardTypeViewPage() {
  return (
    <AwardsAdminGate>
      <ViewLoader nomination={false} />
    </AwardsAdminGate>
  );
}

/** /awards/nomination/{id}: a nomination award type with its round, nominations and winners. */
export function NominationTypeViewPage() {
  return (
    <AwardsAdminGate>
      <ViewLoader nomination />
    </AwardsAdminGate>
  );
}

function ViewLoader(props: { nomination: boolean }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('award');
  const type = useQuery(awardQueries.type(id));
  if (type.isPending) return <Spinner label={t('loading')} />;
  if (type.isError)
    return (
      <Page title={t('admin.title')}>
        <Text role="alert">{t('form.notFound')}</Text>
      </Page>
    );
  // The other kind's page for this type: go where it belongs.
  if (type.data.nomination !== props.nomination) return <Navigate to={viewPath(type.data)} replace />;
  return <View type={type.data} />;
}

function View(props: { type: AwardType }) {
  const { type } = props;
  const { t, i18n } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const navigate = useNavigate();
  const winners = useQuery({ ...awardQueries.winners(type.id), enabled: type.nomination });
  const number = new Intl.NumberFormat(i18n.language);
  const src = badgeSrc(type.badgeUrls);
  const start = type.nominationStartAt ? dates.dateTime(type.nominationStartAt) : null;
  const end = type.nominationEndAt ? dates.dateTime(type.nominationEndAt) : null;
  const window = start
    ? end
      ? `${start} – ${end}`
      : t('member.windowOpenEnded', { start })
    : end
      ? `– ${end}`
      : t('view.windowNone');
  const bank = type.pointsBankName
    ? type.pointsBankBalance
      ? t('form.bankBalance', {
          name: type.pointsBankName,
          balance: number.format(type.pointsBankBalance.available),
        })
      : type.pointsBankName
    : t('view.bankNone');

  return (
    <Page
      title={type.name}
      actions={
        <>
          <Button
            icon={<Edit20Regular />}
            onClick={() =>
              void navigate(`/awards/configure/${type.id}${type.nomination ? '?nomination=true' : ''}`)
            }
          >
            {t('view.edit')}
          </Button>
          <LifecycleActions type={type} winnerCount={winners.data?.length ?? 0} />
        </>
      }
    >
      <Card className={styles.card}>
        {src ? (
          <Image className={styles.badge} src={src} alt={t('award.badge', { name: type.name })} />
        ) : null}
        <dl className={styles.facts} aria-label={t('view.details')}>
          <dt>{t('view.status')}</dt>
          <dd>{t(`admin.status.${statusKey(type)}`)}</dd>
          <dt>{t('view.points')}</dt>
          <dd>{number.format(type.points)}</dd>
          <dt>{t('view.bank')}</dt>
          <dd>{bank}</dd>
          <dt>{t('view.locked')}</dt>
          <dd>{type.pointsLocked ? t('view.lockedYes') : t('view.lockedNo')}</dd>
          <dt>{t('view.pin')}</dt>
          <dd>{type.pinForDays ? t('form.pinDays', { count: type.pinForDays }) : t('form.pinNever')}</dd>
          <dt>{t('view.notify')}</dt>
          <dd>{type.notify ? t('view.on') : t('view.off')}</dd>
          {type.nomination ? (
            <>
              <dt>{t('view.window')}</dt>
              <dd>{window}</dd>
            </>
          ) : null}
        </dl>
        {type.description ? <Text>{type.description}</Text> : null}
      </Card>
      {type.nomination ? <NominationsPanel type={type} /> : <Recipients type={type} />}
    </Page>
  );
}

const recipientColumn = dataTableColumns<AwardTypeRecipient>();

/** Who received the award, newest first. */
function Recipients(props: { type: AwardType }) {
  const { type } = props;
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const list = useInfiniteQuery(awardQueries.typeRecipients(type.id));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(
    () =>
      recipientColumn.columns([
        recipientColumn.display({
          id: 'recipient',
          header: () => t('view.recipient'),
          cell: ({ row: { original: row } }) => (
            <RouterLink to={`/award/${row.awardId}`}>{fullName(row.member)}</RouterLink>
          ),
        }),
        recipientColumn.display({
          id: 'sender',
          header: () => t('view.sender'),
          cell: (info) => fullName(info.row.original.sender),
        }),
        recipientColumn.accessor('amount', { header: () => t('view.points') }),
        recipientColumn.display({
          id: 'date',
          header: () => t('view.date'),
          cell: (info) => dates.date(info.row.original.awardedAt),
        }),
      ]),
    [t, dates],
  );
  return (
    <section className={styles.section} aria-labelledby="award-recipients-heading">
      <Subtitle2 as="h2" id="award-recipients-heading">
        {t('view.recipients')}
      </Subtitle2>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        <Text className={styles.muted}>{t('view.noRecipients')}</Text>
      ) : (
        <DataTable
          label={t('view.recipients')}
          columns={columns}
          rows={rows}
          getRowId={(row) => `${row.awardId}:${row.member.id}`}
          emptyMessage={t('view.noRecipients')}
          paging={list}
        />
      )}
    </section>
  );
}
