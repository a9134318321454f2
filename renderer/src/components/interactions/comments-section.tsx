import { Avatar, Button, Caption1, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { commentBodyMaxLength } from '#shared/contract/recognition';
import { textToMessageHtml } from '#shared/message-html';
import { avatarUrl } from '../../lib/avatar-url.ts';
import { serverFieldMessage } from '../../lib/form-errors.ts';
import { sessionQueries } from '../../lib/session/queries.ts';
import { useDates } from '../../lib/use-dates.ts';
import { useCharacterLimit } from '../character-limit.tsx';
import { CommentFlagButton } from '../comment-flag-button.tsx';
import { ChosenGifPreview, GifButton } from '../gif-picker.tsx';
import type { ChosenGif } from '../gif-search-dialog.tsx';
import { MessageHtml } from '../message-html.tsx';
import { RouterLink } from '../router-link.tsx';
import { useToasts } from '../toasts.tsx';
import { type InteractionThread, type ThreadAdapter, type ThreadComment, useWording } from './thread.ts';

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

/**
 * The latest comments under a thread (all of them, paged, when `full`: its own page) and a box to
 * add one. `showEmpty` says so when there is none yet.
 */
export function CommentsSection(props: {
  thread: InteractionThread;
  adapter: ThreadAdapter;
  full?: boolean;
  showEmpty?: boolean;
}) {
  const { thread: item, adapter, full, showEmpty } = props;
  const { t, w } = useWording(adapter);
  const styles = useStyles();
  const toasts = useToasts();
  const post = adapter.useComment(item.id);
  const flag = adapter.useFlagComment(item.id);
  const [body, setBody] = useState('');
  const [gif, setGif] = useState<ChosenGif | null>(null);
  const [gifRemoved, setGifRemoved] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // No maxLength on the box: a longer comment (pasted, say) is kept whole and the field says so.
  const limit = useCharacterLimit(body.length, commentBodyMaxLength, error);
  const all = adapter.useComments(item.id, !!full);
  const count = item.comments?.count ?? 0;
  const comments: readonly ThreadComment[] = full
    ? (all.comments ?? (showEmpty ? (item.comments?.results ?? []) : []))
    : [...(item.comments?.results ?? [])].reverse();
  const dates = useDates();
  const ownId = useQuery(sessionQueries.ownMember()).data?.id;

  return (
    <section className={styles.root} aria-label={w('comments.label')}>
      {!full && adapter.href && count > comments.length ? (
        <RouterLink to={adapter.href(item.id)}>{w('comments.viewAll', { count })}</RouterLink>
      ) : null}
      {showEmpty && comments.length === 0 ? <Caption1>{w('comments.none')}</Caption1> : null}
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
                      alt={commentGif.title || w('comments.gif')}
                      loading="lazy"
                    />
                  ))}
                  <Caption1>{dates.dateTime(comment.createdAt)}</Caption1>
                  {comment.member && comment.member.id !== ownId ? (
                    <CommentFlagButton flag={(body) => flag.mutateAsync({ commentId: comment.id, body })} />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full && all.hasNextPage ? (
        <Button appearance="subtle" onClick={() => void all.fetchNextPage()}>
          {w('comments.more')}
        </Button>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!body.trim() && !gif) {
            setError(w('comments.required'));
            return;
          }
          if (body.length > commentBodyMaxLength) return; // the field already says so
          try {
            await post.mutateAsync({ body: textToMessageHtml(body.trim()), gifs: gif ? [gif] : [] });
            setBody('');
            setGif(null);
            setError(undefined);
            if (adapter.postedToast) toasts.success(w('comments.posted'));
          } catch (failure) {
            const message = serverFieldMessage(failure, 'body');
            if (message) setError(message);
            else toasts.error(adapter.errorMessage(failure, t));
          }
        }}
      >
        <Field label={w('comments.add')} {...limit} className={styles.input} size="small">
          <Input
            value={body}
            onChange={(_, data) => {
              setBody(data.value);
              if (data.value.trim()) setError(undefined);
            }}
          />
        </Field>
        {gif || !adapter.gifs ? null : (
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
          {w('comments.post')}
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
