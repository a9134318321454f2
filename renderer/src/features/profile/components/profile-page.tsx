import { Avatar, Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { Settings20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TenantMember } from '#shared/contract/identity';
import { Page } from '../../../components/page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { profileQueries } from '../api/profile-queries.ts';
import { MemberLink } from './member-link.tsx';
import { profileDetails } from './profile-details.ts';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  definition: { margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
});

/** /profile/me and /profile/{id}: who a colleague is, their manager and their direct reports. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { id = 'me' } = useParams();
  const member = useQuery(profileQueries.member(id));
  if (member.data) return <Profile member={member.data} />;
  const missing = member.isError && isApiError(member.error) && [400, 404].includes(member.error.status);
  return (
    <Page title={t('title')} width={900}>
      {member.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <Text role="alert">{missing ? t('notFound') : t('loadFailed')}</Text>
      )}
    </Page>
  );
}

function Profile({ member }: { member: TenantMember }) {
  const { t } = useTranslation('profile');
  const dates = useDates();
  const styles = useStyles();
  const navigate = useNavigate();
  const own = useQuery(sessionQueries.ownMember()).data;
  const isOwn = own?.id === member.id;
  const name = `${member.firstName} ${member.lastName}`;
  // The job title already heads the card.
  const details = profileDetails(member, dates).filter((row) => row.key !== 'jobTitle');
  return (
    <Page
      title={name}
      width={900}
      actions={
        isOwn ? (
          <Button icon={<Settings20Regular />} onClick={() => void navigate('/settings/general')}>
            {t('settings')}
          </Button>
        ) : undefined
      }
    >
      <Card>
        <div className={styles.header}>
          <Avatar name={name} image={{ src: avatarUrl(member.avatarUrls, 120) }} size={120} />
          <div className={styles.identity}>
            {member.publicStaffProfile?.jobTitle ? (
              <Text size={500}>{member.publicStaffProfile.jobTitle}</Text>
            ) : null}
            {member.email ? (
              <Text>
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </Text>
            ) : null}
            {member.suspended ? <Text italic>{t('suspended')}</Text> : null}
          </div>
        </div>
        {details.length > 0 ? (
          <dl className={styles.details}>
            {details.map((row) => (
              <div key={row.key} className={styles.row}>
                <dt className={styles.term}>{t(`details.${row.key}`)}</dt>
                <dd className={styles.definition}>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : isOwn ? (
          <Text>
            {t('emptyOwn')}{' '}
            <Button appearance="transparent" onClick={() => void navigate('/settings/privacy')}>
              {t('addDetails')}
            </Button>
          </Text>
        ) : null}
      </Card>
      {isOwn ? <OwnPoints /> : null}
      {member.managerId ? <Manager id={member.managerId} /> : null}
      <Reports memberId={member.id} name={member.firstName} isOwn={isOwn} />
    </Page>
  );
}

/** The member's own balances: what they may give this period and what they have received to spend. */
function OwnPoints() {
  const { t, i18n } = useTranslation('profile');
  const styles = useStyles();
  const accounts = useQuery(sessionQueries.myPointsAccounts()).data;
  if (!accounts) return null;
  const format = new Intl.NumberFormat(i18n.language);
  const balance = (type: 'allocation' | 'redeemable') =>
    format.format(accounts.find((account) => account.type === type)?.balance ?? 0);
  return (
    <Card>
      <section aria-labelledby="profile-points" className={styles.section}>
        <Text as="h2" id="profile-points" size={500} weight="semibold" className={styles.heading}>
          {t('points.title')}
        </Text>
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt className={styles.term}>{t('points.toGive')}</dt>
            <dd className={styles.definition}>{balance('allocation')}</dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{t('points.toSpend')}</dt>
            <dd className={styles.definition}>{balance('redeemable')}</dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}

function Manager({ id }: { id: string }) {
  const { t } = useTranslation('profile');
  const styles = useStyles();
  const manager = useQuery(profileQueries.member(id));
  if (!manager.data) return null;
  return (
    <section className={styles.section} aria-labelledby="profile-manager">
      <Text as="h2" id="profile-manager" size={500} weight="semibold" className={styles.heading}>
        {t('manager')}
      </Text>
      <MemberLink member={manager.data} />
    </section>
  );
}

function Reports({ memberId, name, isOwn }: { memberId: string; name: string; isOwn: boolean }) {
  const { t } = useTranslation('profile');
  const styles = useStyles();
  const reports = useQuery(profileQueries.reports(memberId));
  const people = reports.data?.results ?? [];
  if (people.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="profile-reports">
      <Text as="h2" id="profile-reports" size={500} weight="semibold" className={styles.heading}>
        {isOwn ? t('ownReports') : t('reports', { name })}
      </Text>
      <ul className={styles.list}>
        {people.map((person) => (
          <li key={person.id}>
            <MemberLink member={person} />
          </li>
        ))}
      </ul>
      {reports.data?.next ? <Text size={200}>{t('moreReports')}</Text> : null}
    </section>
  );
}
