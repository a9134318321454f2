import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useToasts } from '../toasts.tsx';
import { type InteractionThread, reactionChoices, type ThreadAdapter, useWording } from './thread.ts';

const useStyles = makeStyles({ bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

/** One reaction per member: choosing another replaces it, choosing the same again removes it. */
export function ReactionBar(props: {
  thread: InteractionThread;
  /** Only these of the adapter: a thread kind with reactions alone (a resource) fills just them. */
  adapter: Pick<ThreadAdapter, 'useReact' | 'errorMessage' | 'ns' | 'key'>;
}) {
  const { thread, adapter } = props;
  const { t, w } = useWording(adapter);
  const styles = useStyles();
  const toasts = useToasts();
  const react = adapter.useReact(thread.id);
  const counts = thread.reactionCounts ?? {};
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of toggle buttons, not a form
    <div className={styles.bar} role="group" aria-label={w('reactions.label')}>
      {reactionChoices.map(({ emoji, key }) => {
        const count = counts[emoji] ?? 0;
        const own = thread.ownReaction === emoji;
        const name = w(`reactions.${key}`);
        return (
          <ToggleButton
            key={key}
            size="small"
            shape="circular"
            checked={own}
            disabled={react.isPending}
            // The count stays in the name as a word, not in parentheses: the visible "👏 1" must be
            // part of what is announced (WCAG 2.5.3, label in name).
            aria-label={count ? w('reactions.reactCounted', { name, count }) : w('reactions.react', { name })}
            onClick={() =>
              react
                .mutateAsync(own ? null : emoji)
                .catch((error: unknown) => toasts.error(adapter.errorMessage(error, t)))
            }
          >
            <span aria-hidden>{count ? w('reactions.count', { emoji, count }) : emoji}</span>
          </ToggleButton>
        );
      })}
    </div>
  );
}
