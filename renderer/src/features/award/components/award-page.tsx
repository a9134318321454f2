import {
  Avatar,
  AvatarGroup,
  AvatarGroupItem,
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Image,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Flag20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FlagDialog } from '../../../components/flag-dialog.tsx';
import { CommentsSection } from '../../../components/interactions/comments-section.tsx';
import { EndorseButton } from '../../../components/interactions/endorse-button.tsx';
import { ReactionBar } from '../../../components/interactions/reaction-bar.tsx';
import { MessageHtml } from '../../../components/message-html.tsx';
import { Page } from '../../../components/page.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { awardQueries, useFlagAward } from '../api/award-queries.ts';
import { awardThread } from '../api/award-thread.ts';
import { badgeSrc, fullName } from '../model/award-display.ts';
import { awardErrorMessage } from '../model/award-errors.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hero: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  badge: { width: '96px', height: '96px', objectFit: 'contain' },
  title: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  received: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  interactions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
});

/** /award/{id} (001 §2 "view award"): the award, its recipients and what people did with it. */
export function AwardPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const query = useQuery(awardQueries.award(id));
  const flag = useFlagAward(id);
  const [flagged, setFlagged] = useState(false);
  const [flagging, setFlagging] = useState(false);
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <Page title={t('award.title')} width={900}>
        <Text role="alert">{t('award.notFound')}</Text>
      </Page>
    );
  const award = query.data;
  const sender = award.sender ? fullName(award.sender) : t('award.someone');
  const names = award.sendTo.map((recipient) => recipient.displayData.name);
  const shown = names.slice(0, 3).join(', ');
  const recipients = names.length > 3 ? t('award.andMore', { names: shown, count: names.length - 3 }) : shown;
  const src = badgeSrc(award.badgeUrls);
  const date = dates.dateTime(award.createdAt);
  return (
    <Page title={award.name} width={900}>
      <Card className={styles.card}>
        <div className={styles.hero}>
          {src ? (
            <Image className={styles.badge} src={src} alt={t('award.badge', { name: award.name })} />
          ) : null}
          <div className={styles.title}>
            <Body1>{t('award.gave', { sender, name: award.name, recipients })}</Body1>
            <Caption1>{date}</Caption1>
            {award.amount > 0 ? (
              <Badge appearance="filled" color="success">
                {t('points', { count: award.amount })}
              </Badge>
            ) : null}
          </div>
        </div>
        <CardHeader
          image={
            <Avatar
              name={sender}
              image={award.sender?.avatarUrls ? { src: avatarUrl(award.sender.avatarUrls, 40) } : undefined}
              color="colorful"
              size={40}
            />
          }
          header={<Text weight="semibold">{sender}</Text>}
          description={award.sender?.jobTitle ? <Caption1>{award.sender.jobTitle}</Caption1> : undefined}
        />
        {award.sendTo.length > 1 ? (
          <AvatarGroup layout="stack" size={24} aria-hidden>
            {award.sendTo.slice(0, 8).map((recipient) => (
              <AvatarGroupItem
                key={recipient.id}
                name={recipient.displayData.name}
                image={
                  recipient.displayData.avatarUrls
                    ? { src: avatarUrl(recipient.displayData.avatarUrls, 24) }
                    : undefined
                }
              />
            ))}
          </AvatarGroup>
        ) : null}
        <MessageHtml html={award.message} />
        {award.ownRecipient && award.ownRecipient.amount > 0 ? (
          <Text className={styles.received} weight="semibold">
            {t('award.youReceived', { count: award.ownRecipient.amount })}
          </Text>
        ) : null}
        <div className={styles.interactions}>
          <ReactionBar thread={award} adapter={awardThread} />
          <EndorseButton thread={award} adapter={awardThread} />
        </div>
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            size="small"
            icon={<Flag20Regular />}
            disabled={flag.isPending}
            onClick={() =>
              flagged
                ? flag
                    .mutateAsync(null)
                    .then(() => {
                      toasts.success(t('award.unflagged'));
                      setFlagged(false);
                    })
                    .catch((error: unknown) => toasts.error(awardErrorMessage(error, t)))
                : setFlagging(true)
            }
          >
            {flagged ? t('award.unflag') : t('award.flag')}
          </Button>
        </div>
        <FlagDialog
          open={flagging}
          title={t('award.flagTitle')}
          confirm={t('award.flag')}
          success={t('award.flagged')}
          flag={(body) => flag.mutateAsync({ body })}
          describeError={(error) => awardErrorMessage(error, t)}
          onFlagged={() => setFlagged(true)}
          onClose={() => setFlagging(false)}
        />
        <CommentsSection thread={award} adapter={awardThread} full showEmpty />
      </Card>
    </Page>
  );
}
