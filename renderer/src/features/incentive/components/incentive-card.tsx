import {
  AvatarGroup,
  AvatarGroupItem,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Image,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Flag20Regular, MoreHorizontal20Regular, Pin20Regular, Target24Regular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncentiveTimelineItem } from '#shared/contract/incentive';
import { FlagDialog } from '../../../components/flag-dialog.tsx';
import { MessageHtml } from '../../../components/message-html.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useFlagIncentiveItem } from '../api/incentive-queries.ts';
import { badgeSrc, incentiveErrorMessage } from '../model/incentive-errors.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  badge: { width: '56px', height: '56px', objectFit: 'contain' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * An incentive on the timeline (001 §3; docs/incentive.md): when it goes live, an invitation to
 * claim it; when a claim is approved, who earned it. Both show the badge and the latest claimants,
 * and offer "Flag as inappropriate" through the app's one flag dialog (moderated in Flagged content).
 */
export const IncentiveCard = memo(function IncentiveCard(props: {
  item: IncentiveTimelineItem;
  pinned?: boolean;
}) {
  const { item, pinned } = props;
  const { t } = useTranslation('incentive');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const flag = useFlagIncentiveItem(item.id);
  const [flagged, setFlagged] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const badge = badgeSrc(item.badgeUrls);
  const claimant = item.claimant ? `${item.claimant.firstName} ${item.claimant.lastName}`.trim() : '';
  const headline =
    item.event === 'claimApproved'
      ? t('card.earned', { name: claimant, incentive: item.name, count: item.points })
      : t('card.live', { incentive: item.name, count: item.points });
  return (
    <Card className={styles.card} aria-label={headline}>
      <CardHeader
        image={badge ? <Image className={styles.badge} src={badge} alt="" /> : <Target24Regular />}
        header={<Text weight="semibold">{headline}</Text>}
        action={
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={t('card.actions')} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem
                  icon={<Flag20Regular />}
                  disabled={flag.isPending}
                  onClick={() =>
                    flagged
                      ? flag
                          .mutateAsync(null)
                          .then(() => {
                            toasts.success(t('card.unflagged'));
                            setFlagged(false);
                          })
                          .catch((error: unknown) => toasts.error(incentiveErrorMessage(error, t)))
                      : setFlagging(true)
                  }
                >
                  {flagged ? t('card.unflag') : t('card.flag')}
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        }
        description={
          <Caption1 className={styles.muted}>
            {pinned ? <Pin20Regular aria-label={t('card.pinned')} /> : null} {dates.dateTime(item.createdAt)}
          </Caption1>
        }
      />
      {item.event === 'live' && item.description ? <MessageHtml html={item.description} /> : null}
      <div className={styles.row}>
        {item.latestClaimants.length > 0 ? (
          <>
            <AvatarGroup layout="stack" size={24} aria-label={t('card.latest')}>
              {item.latestClaimants.map((member) => (
                <AvatarGroupItem
                  key={member.id}
                  name={`${member.firstName} ${member.lastName}`}
                  image={member.avatarUrls ? { src: avatarUrl(member.avatarUrls, 24) } : undefined}
                />
              ))}
            </AvatarGroup>
            <Body1>{t('card.claimedBy', { count: item.approvedCount })}</Body1>
          </>
        ) : null}
        {item.endAt ? (
          <Caption1 className={styles.muted}>{t('endsAt', { date: dates.dateTime(item.endAt) })}</Caption1>
        ) : null}
        <RouterLink to="/incentives">{t('card.open')}</RouterLink>
      </div>
      <FlagDialog
        open={flagging}
        title={t('card.flagTitle')}
        success={t('card.flagged')}
        flag={(body) => flag.mutateAsync({ body })}
        describeError={(error) => incentiveErrorMessage(error, t)}
        onFlagged={() => setFlagged(true)}
        onClose={() => setFlagging(false)}
      />
    </Card>
  );
});
