import {
  Avatar,
  Button,
  Caption1,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { AddCircle20Regular } from '@fluentui/react-icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Award } from '#shared/contract/award';
import { commentBodyMaxLength } from '#shared/contract/recognition';
import { textToMessageHtml } from '#shared/message-html';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { CommentFlagButton } from '../../../components/comment-flag-button.tsx';
import { MessageHtml } from '../../../components/message-html.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { serverFieldMessage } from '../../../lib/form-errors.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import {
  awardQueries,
  useCommentOnAward,
  useEndorseAward,
  useFlagAwardComment,
  useReactToAward,
} from '../api/award-queries.ts';
import { fullName } from '../model/award-display.ts';
import { awardErrorMessage } from '../model/award-errors.ts';

/** The reactions offered, as on recognitions; the stored value is the emoji itself. */
const reactionChoices = [
  { emoji: '👏', key: 'clap' },
  { emoji: '❤️', key: 'heart' },
  { emoji: '🎉', key: 'party' },
  { emoji: '🙌', key: 'raise' },
  { emoji: '😂', key: 'laugh' },
] as const;

const endorseChoices = [5, 10, 25] as const;

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  comments: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  comment: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  bubble: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    overflowWrap: 'anywhere',
  },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  input: { flexGrow: 1 },
});

/** Reactions and endorsement under an award, as under a recognition. */
export function AwardReactions(props: { award: Award }) {
  const { award } = props;
  const { t } = useTranslation('awards');
  const styles = useStyles();
  const toasts = useToasts();
  const react = useReactToAward(award.id);
  const counts = award.reactionCounts ?? {};
  return (
    <div className={styles.row}>
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of toggle buttons, not a form */}
      <div className={styles.bar} role="group" aria-label={t('award.reactions.label')}>
        {reactionChoices.map(({ emoji, key }) => {
          const count = counts[emoji] ?? 0;
          const own = award.ownReaction === emoji;
          const name = t(`award.reactions.${key}`);
          return (
            <ToggleButton
              key={key}
              size="small"
              shape="circular"
              checked={own}
              disabled={react.isPending}
              aria-label={
                count
                  ? t('award.reactions.reactCounted', { name, count })
                  : t('award.reactions.react', { name })
              }
              onClick={() =>
                react
                  .mutateAsync(own ? null : emoji)
                  .catch((error: unknown) => toasts.error(awardErrorMessage(error, t)))
              }
            >
              <span aria-hidden>{count ? t('award.reactions.count', { emoji, count }) : emoji}</span>
            </ToggleButton>
          );
        })}
      </div>
      <EndorseAward award={award} />
    </div>
  );
}

/** Endorsing adds points from the member's allocation; the sender and the recipients cannot. */
function EndorseAward(props: { award: Award }) {
  const { award } = props;
  const { t } = useTranslation('awards');
  const toasts = useToasts();
  const canSend = useHolds(['pointsApp', 'sendPoints']);
  const me = useQuery(sessionQueries.ownMember()).data;
  const endorse = useEndorseAward(award.id);
  const stats = award.endorsementStats;
  const involved = !me || award.sender?.id === me.id || !!award.ownRecipient;
  const endorsed = stats?.ownAmount != null;
  return (
    <div>
      {stats && stats.count > 0 ? (
        <Caption1>{t('award.endorse.count', { count: stats.count })} </Caption1>
      ) : null}
      {endorsed ? <Caption1>{t('award.endorse.done')}</Caption1> : null}
      {canSend && !involved && !endorsed ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" icon={<AddCircle20Regular />}>
              {t('award.endorse.label')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList aria-label={t('award.endorse.amount')}>
              {endorseChoices.map((amount) => (
                <MenuItem
                  key={amount}
                  onClick={() =>
                    endorse
                      .mutateAsync(amount)
                      .then(() => toasts.success(t('award.endorse.sent')))
                      .catch((error: unknown) => toasts.error(awardErrorMessage(error, t)))
                  }
                >
                  {t('points', { count: amount })}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </div>
  );
}

/** Every comment under the award, paged, and a box to add one. */
export function AwardComments(props: { award: Award }) {
  const { award } = props;
  const { t } = useTranslation('awards');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const post = useCommentOnAward(award.id);
  const flag = useFlagAwardComment(award.id);
  const ownId = useQuery(sessionQueries.ownMember()).data?.id;
  const all = useInfiniteQuery(awardQueries.comments(award.id));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const limit = useCharacterLimit(body.length, commentBodyMaxLength, error);
  const comments = all.data?.pages.flatMap((page) => page.results) ?? award.comments?.results ?? [];
  return (
    <section className={styles.comments} aria-label={t('award.comments.label')}>
      {comments.length === 0 ? <Caption1>{t('award.comments.none')}</Caption1> : null}
      <ul className={styles.list}>
        {comments.map((comment) => {
          const name = fullName(comment.member);
          return (
            <li key={comment.id} className={styles.comment}>
              <Avatar
                size={28}
                name={name}
                color="colorful"
                image={
                  comment.member?.avatarUrls ? { src: avatarUrl(comment.member.avatarUrls, 28) } : undefined
                }
              />
              <div className={styles.bubble}>
                <Text weight="semibold" size={200}>
                  {name}
                </Text>
                {comment.body ? <MessageHtml html={comment.body} /> : null}
                <Caption1>{dates.dateTime(comment.createdAt)}</Caption1>
                {comment.member && comment.member.id !== ownId ? (
                  <CommentFlagButton
                    flag={(flagBody) => flag.mutateAsync({ commentId: comment.id, body: flagBody })}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {all.hasNextPage ? (
        <Button appearance="subtle" onClick={() => void all.fetchNextPage()}>
          {t('member.loadMore')}
        </Button>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!body.trim() || body.length > commentBodyMaxLength) return;
          try {
            await post.mutateAsync({ body: textToMessageHtml(body.trim()), gifs: [] });
            setBody('');
            setError(undefined);
            toasts.success(t('award.comments.posted'));
          } catch (failure) {
            const message = serverFieldMessage(failure, 'body');
            if (message) setError(message);
            else toasts.error(awardErrorMessage(failure, t));
          }
        }}
      >
        <Field label={t('award.comments.write')} {...limit} className={styles.input} size="small">
          <Input value={body} onChange={(_, data) => setBody(data.value)} />
        </Field>
        <Button type="submit" disabled={post.isPending || !body.trim()}>
          {t('award.comments.post')}
        </Button>
      </form>
    </section>
  );
}
