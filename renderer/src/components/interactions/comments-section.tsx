import { Avatar, Button, Caption1, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentBodyMaxLength, type Recognition } from '#shared/contract/recognition';
import { textToMessageHtml } from '#shared/message-html';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { ChosenGifPreview, GifButton } from '../../../components/gif-picker.tsx';
import type { ChosenGif } from '../../../components/gif-search-dialog.tsx';
import { MessageHtml } from '../../../components/message-html.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverFieldMessage } from '../../../lib/form-errors.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { timelineQueries, useComment } from '../api/timeline-queries.ts';
import { CommentFlagButton } from './comment-flag-button.tsx';

const useStyles = makeStyles({
  root: {
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
  gif: {
    display: 'block',
    height: '120px',
    width: 'auto',
    maxWidth: '100%',
    objectFit: 'contain',
    marginBlock: tokens.spacingVerticalXXS,
  },
});

type Comment = NonNullable<Recognition['comments']>['results'][number];

/** The latest comments under a recognition (all of them on its own page) and a box to add one. */
export function CommentsSection(props: { item: Recognition; full?: boolean }) {
  const { item, full } = props;
  const { t } = useTranslation('home');
  const styles = useStyles();
  const toasts = useToasts();
  const post = useComment(item.id);
  const [body, setBody] = useState('');
  const [gif, setGif] = useState<ChosenGif | null>(null);
  const [gifRemoved, setGifRemoved] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // No maxLength on the box: a longer comment (pasted, say) is kept whole and the field says so.
  const limit = useCharacterLimit(body.length, commentBodyMaxLength, error);
  const all = useInfiniteQuery({ ...timelineQueries.comments(item.id), enabled: !!full });
  const count = item.comments?.count ?? 0;
  const comments: Comment[] = full
    ? (all.data?.pages.flatMap((page) => page.results) ?? [])
    : [...(item.comments?.results ?? [])].reverse();
  const dates = useDates();
  const ownId = useQuery(sessionQueries.ownMember()).data?.id;

  return (
    <section className={styles.root} aria-label={t('comments.label')}>
      {!full && count > comments.length ? (
        <RouterLink to={`/recognitions/${item.id}`}>{t('comments.viewAll', { count })}</RouterLink>
      ) : null}
      {comments.length > 0 ? (
        <ul className={styles.list}>
          {comments.map((comment) => {
            const name = comment.member ? `${comment.member.firstName} ${comment.member.lastName}` : '';
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
                  {comment.gifs.map((commentGif) => (
                    <img
                      key={commentGif.url}
                      className={styles.gif}
                      src={commentGif.url}
                      alt={commentGif.title || t('comments.gif')}
                      loading="lazy"
                    />
                  ))}
                  <Caption1>{dates.dateTime(comment.createdAt)}</Caption1>
                  {comment.member && comment.member.id !== ownId ? (
                    <CommentFlagButton recognitionId={item.id} commentId={comment.id} />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full && all.hasNextPage ? (
        <Button appearance="subtle" onClick={() => void all.fetchNextPage()}>
          {t('comments.more')}
        </Button>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!body.trim() && !gif) {
            setError(t('comments.required'));
            return;
          }
          if (body.length > commentBodyMaxLength) return; // the field already says so
          try {
            await post.mutateAsync({ body: textToMessageHtml(body.trim()), gifs: gif ? [gif] : [] });
            setBody('');
            setGif(null);
            setError(undefined);
          } catch (failure) {
            const message = serverFieldMessage(failure, 'body');
            if (message) setError(message);
            else toasts.error(errorMessage(failure, t));
          }
        }}
      >
        <Field label={t('comments.add')} {...limit} className={styles.input} size="small">
          <Input
            value={body}
            onChange={(_, data) => {
              setBody(data.value);
              if (data.value.trim()) setError(undefined);
            }}
          />
        </Field>
        {gif ? null : (
          <GifButton
            compact
            focusOnMount={gifRemoved}
            onPick={(picked) => {
              setGif(picked);
              setError(undefined);
            }}
          />
        )}
        <Button type="submit" disabled={post.isPending}>
          {t('comments.post')}
        </Button>
      </form>
      {gif ? (
        <ChosenGifPreview
          small
          focusOnMount
          gif={gif}
          onRemove={() => {
            setGif(null);
            setGifRemoved(true);
          }}
        />
      ) : null}
    </section>
  );
}
