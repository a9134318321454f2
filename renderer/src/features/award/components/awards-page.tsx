import {
  Avatar,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Send20Regular, Trophy20Regular } from '@fluentui/react-icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwardType } from '#shared/contract/award';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { awardQueries } from '../api/award-queries.ts';
import { badgeSrc, canNominate, fullName } from '../model/award-display.ts';
import { SendAwardDialog } from './send-award-dialog.tsx';
import { SendNominationDialog } from './send-nomination-dialog.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grow: { flexGrow: 1 },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
});

/** The badge or, without one, a trophy. */
function Badge(props: { type: Pick<AwardType, 'name' | 'badgeUrls'> }) {
  const src = badgeSrc(props.type.badgeUrls);
  return (
    <Avatar
      size={48}
      shape="square"
      image={src ? { src } : undefined}
      icon={<Trophy20Regular />}
      color="brand"
      aria-hidden
    />
  );
}

/**
 * /awards (001 §2): the awards the member may send, the nomination rounds they may take part in
 * with their window and own nominees, and the awards they received, 20 a page.
 */
export function AwardsPage() {
  const { t } = useTranslation('award');
  const styles = useStyles();
  const sendable = useInfiniteQuery(awardQueries.myTypes(false));
  const nominations = useInfiniteQuery(awardQueries.myTypes(true));
  const [sending, setSending] = useState<string | null>(null);
  const [nominating, setNominating] = useState<AwardType | null>(null);
  const types = (sendable.data?.pages.flatMap((page) => page.results) ?? []).filter((type) =>
    type.permissions.includes('send'),
  );
  const rounds = nominations.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Page title={t('member.title')}>
      <section className={styles.section} aria-labelledby="awards-send-heading">
        <div className={styles.heading}>
          <Subtitle2 as="h2" id="awards-send-heading">
            {t('member.sendTitle')}
          </Subtitle2>
          <Text className={styles.muted}>{t('member.sendHint')}</Text>
        </div>
        {sendable.isPending ? (
          <Spinner label={t('loading')} />
        ) : types.length === 0 ? (
          <Text className={styles.muted}>{t('member.noTypes')}</Text>
        ) : (
          <ul className={styles.grid}>
            {types.map((type) => (
              <li key={type.id}>
                <AwardTypeCard type={type}>
                  <Button icon={<Send20Regular />} appearance="primary" onClick={() => setSending(type.id)}>
                    {t('member.send', { name: type.name })}
                  </Button>
                </AwardTypeCard>
              </li>
            ))}
          </ul>
        )}
        {sendable.hasNextPage ? (
          <Button onClick={() => void sendable.fetchNextPage()} disabled={sendable.isFetchingNextPage}>
            {t('member.loadMore')}
          </Button>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="awards-nominations-heading">
        <div className={styles.heading}>
          <Subtitle2 as="h2" id="awards-nominations-heading">
            {t('member.nominationsTitle')}
          </Subtitle2>
          <Text className={styles.muted}>{t('member.nominationsHint')}</Text>
        </div>
        {nominations.isPending ? (
          <Spinner label={t('loading')} />
        ) : rounds.length === 0 ? (
          <Text className={styles.muted}>{t('member.noNominations')}</Text>
        ) : (
          <ul className={styles.grid}>
            {rounds.map((type) => (
              <li key={type.id}>
                <NominationCard type={type} onNominate={() => setNominating(type)} />
              </li>
            ))}
          </ul>
        )}
        {nominations.hasNextPage ? (
          <Button onClick={() => void nominations.fetchNextPage()} disabled={nominations.isFetchingNextPage}>
            {t('member.loadMore')}
          </Button>
        ) : null}
      </section>

      <ReceivedAwards />

      <SendAwardDialog types={types} typeId={sending} onClose={() => setSending(null)} />
      <SendNominationDialog type={nominating} onClose={() => setNominating(null)} />
    </Page>
  );
}

function AwardTypeCard(props: { type: AwardType; children?: React.ReactNode; window?: string }) {
  const { type, children } = props;
  const { t } = useTranslation('award');
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <CardHeader
        image={<Badge type={type} />}
        header={
          <Text as="h3" weight="semibold" size={400} style={{ margin: 0 }}>
            {type.name}
          </Text>
        }
        description={
          <Caption1>
            {type.points > 0 ? t('points', { count: type.points }) : t('member.noPoints')}
            {type.pointsLocked && type.points > 0 ? ` · ${t('member.locked')}` : ''}
          </Caption1>
        }
      />
      {type.description ? (
        <Body1 className={styles.grow}>{type.description}</Body1>
      ) : (
        <span className={styles.grow} />
      )}
      {props.window ? <Caption1>{props.window}</Caption1> : null}
      {children}
    </Card>
  );
}

function NominationCard(props: { type: AwardType; onNominate: () => void }) {
  const { type, onNominate } = props;
  const { t } = useTranslation('award');
  const dates = useDates();
  const start = type.nominationStartAt ? dates.dateTime(type.nominationStartAt) : '';
  const end = type.nominationEndAt ? dates.dateTime(type.nominationEndAt) : '';
  const window =
    type.nominationStatus === 'open'
      ? end
        ? t('member.window', { start, end })
        : t('member.windowOpenEnded', { start })
      : type.nominationStatus === 'scheduled' || type.nominationStatus === 'notStarted'
        ? start
          ? t('member.windowNotStarted', { start })
          : undefined
        : end
          ? t('member.windowClosed', { end })
          : undefined;
  const nominees = type.ownNominees?.members.map(fullName) ?? [];
  const full =
    type.nominationStatus === 'open' && !canNominate(type) && type.permissions.includes('nominate');
  return (
    <AwardTypeCard type={type} window={window}>
      {nominees.length > 0 ? (
        <Caption1>{t('member.ownNominees', { count: nominees.length, names: nominees.join(', ') })}</Caption1>
      ) : null}
      {full ? <Caption1>{t('member.maxReached')}</Caption1> : null}
      {canNominate(type) ? (
        <Button appearance="primary" onClick={onNominate}>
          {t('member.nominate', { name: type.name })}
        </Button>
      ) : null}
    </AwardTypeCard>
  );
}

/** The awards the member received, newest first. */
function ReceivedAwards() {
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const me = useQuery(sessionQueries.ownMember()).data;
  const received = useInfiniteQuery({ ...awardQueries.received(me?.id ?? ''), enabled: !!me });
  const awards = received.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section className={styles.section} aria-labelledby="awards-mine-heading">
      <Subtitle2 as="h2" id="awards-mine-heading">
        {t('member.myAwardsTitle')}
      </Subtitle2>
      {received.isPending ? (
        <Spinner label={t('loading')} />
      ) : awards.length === 0 ? (
        <Text className={styles.muted}>{t('member.noMyAwards')}</Text>
      ) : (
        <ul className={styles.list}>
          {awards.map((award) => (
            <li key={award.id}>
              <Card orientation="horizontal">
                <CardHeader
                  image={<Badge type={{ name: award.name, badgeUrls: award.badgeUrls }} />}
                  header={<RouterLink to={`/award/${award.id}`}>{award.name}</RouterLink>}
                  description={
                    <Caption1>
                      {[
                        award.sender ? t('member.from', { name: fullName(award.sender) }) : null,
                        dates.date(award.createdAt),
                        award.ownRecipient && award.ownRecipient.amount > 0
                          ? t('points', { count: award.ownRecipient.amount })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Caption1>
                  }
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {received.hasNextPage ? (
        <Button onClick={() => void received.fetchNextPage()} disabled={received.isFetchingNextPage}>
          {t('member.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
