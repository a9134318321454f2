import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Recognition } from '#shared/contract/recognition';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useReact } from '../api/timeline-queries.ts';

/** The reactions offered on a recognition; the stored value is the emoji itself. */
export const reactionChoices = [
  { emoji: '👏', key: 'clap' },
  { emoji: '❤️', key: 'heart' },
  { emoji: '🎉', key: 'party' },
  { emoji: '🙌', key: 'raise' },
  { emoji: '😂', key: 'laugh' },
] as const;

const useStyles = makeStyles({ bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

/** One reaction per member: choosing another replaces it, choosing the same again removes it. */
export function ReactionBar(props: { item: Recognition }) {
  const { item } = props;
  const { t } = useTranslation('home');
  const styles = useStyles();
  const toasts = useToasts();
  const react = useReact(item.id);
  const counts = item.reactionCounts ?? {};
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of toggle buttons, not a form
    <div className={styles.bar} role="group" aria-label={t('reactions.label')}>
      {reactionChoices.map(({ emoji, key }) => {
        const count = counts[emoji] ?? 0;
        const own = item.ownReaction === emoji;
        return (
          <ToggleButton
            key={key}
            size="small"
            shape="circular"
            checked={own}
            disabled={react.isPending}
            // The count stays in the name as a word, not in parentheses: the visible "👏 1" must be
            // part of what is announced (WCAG 2.5.3, label in name).
            aria-label={
              count
                ? t('reactions.reactCounted', { name: t(`reactions.${key}`), count })
                : t('reactions.react', { name: t(`reactions.${key}`) })
            }
            onClick={() =>
              react
                .mutateAsync(own ? null : emoji)
                .catch((error: unknown) => toasts.error(errorMessage(error, t)))
            }
          >
            <span aria-hidden>{count ? t('reactions.count', { emoji, count }) : emoji}</span>
          </ToggleButton>
        );
      })}
    </div>
  );
}
