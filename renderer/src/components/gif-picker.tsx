import { Button, makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { Dismiss16Regular, Gif20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gifQueries } from './gif-queries.ts';
import type { ChosenGif } from './gif-search-dialog.tsx';

/** The search dialog's code loads when a button first opens it, not with every page that has one. */
const GifSearchDialog = lazy(async () => ({
  default: (await import('./gif-search-dialog.tsx')).GifSearchDialog,
}));

const useStyles = makeStyles({
  chosen: {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
  image: {
    display: 'block',
    height: '120px',
    width: 'auto',
    minWidth: '80px',
    maxWidth: '100%',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  small: { height: '64px', minWidth: '48px' },
});

/** The "Add GIF" button, hidden when the server has no GIF provider. */
export function GifButton(props: {
  onPick: (gif: ChosenGif) => void;
  disabled?: boolean;
  compact?: boolean;
  /** The chosen GIF was just removed: focus comes back here. */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so later closings still play out and return focus.
  const [opened, setOpened] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const { data: settings } = useQuery(gifQueries.settings());
  // Closing without a choice returns focus to this button (the dialog has no trigger of its own).
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => ref.current?.focus());
  };
  const { focusOnMount } = props;
  const enabled = !!settings?.enabled;
  useEffect(() => {
    if (focusOnMount && enabled) setTimeout(() => ref.current?.focus());
  }, [focusOnMount, enabled]);
  if (!enabled) return null;
  const button = (
    <Button
      ref={ref}
      appearance="subtle"
      icon={<Gif20Regular />}
      disabled={props.disabled}
      aria-label={props.compact ? t('gif.add') : undefined}
      onClick={() => {
        setOpened(true);
        setOpen(true);
      }}
    >
      {props.compact ? null : t('gif.add')}
    </Button>
  );
  return (
    <>
      {props.compact ? (
        <Tooltip content={t('gif.add')} relationship="description">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {opened ? (
        <Suspense fallback={null}>
          <GifSearchDialog open={open} onOpenChange={onOpenChange} onPick={props.onPick} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The chosen GIF with its remove button. `focusOnMount`: the GIF was just chosen, so focus moves
 * to its remove button (the "Add GIF" button that had it is gone).
 */
export function ChosenGifPreview(props: {
  gif: ChosenGif;
  onRemove: () => void;
  small?: boolean;
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const removeRef = useRef<HTMLButtonElement>(null);
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) setTimeout(() => removeRef.current?.focus());
  }, [focusOnMount]);
  return (
    <div className={styles.chosen}>
      <img
        className={mergeClasses(styles.image, props.small && styles.small)}
        src={props.gif.url}
        alt={props.gif.title || t('gif.untitled')}
      />
      <Button
        ref={removeRef}
        size="small"
        shape="circular"
        icon={<Dismiss16Regular />}
        aria-label={t('gif.remove')}
        onClick={props.onRemove}
      />
    </div>
  );
}
