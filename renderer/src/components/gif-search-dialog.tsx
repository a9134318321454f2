import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gifColumns, gifSearchDebounceMs } from '#shared/contract/gif';
import { useIsMobile } from '../lib/breakpoints.ts';
import { ErrorBar } from './error-bar.tsx';
import { gifLanguage, gifQueries } from './gif-queries.ts';

/** A GIF as a recognition or a comment carries it (001 §7: `gifs`, a valid URL). */
export type ChosenGif = { url: string; title?: string | null };

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroller: { maxHeight: '50vh', overflowY: 'auto', paddingRight: tokens.spacingHorizontalXS },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  tile: {
    width: '100%',
    aspectRatio: '1',
    padding: 0,
    minWidth: 0,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  status: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalM },
  actions: { alignItems: 'center', justifyContent: 'space-between', width: '100%' },
});

/**
 * The GIF search dialog (001 §2, §9): a search box, a grid of 3 columns on mobile and 5
 * otherwise, the provider's attribution; trending results until a search is typed, searched
 * 300 ms after the last keystroke, 10 per page with more on scroll or "Load more".
 */
export function GifSearchDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (gif: ChosenGif) => void;
}) {
  const { open, onOpenChange, onPick } = props;
  const { t, i18n } = useTranslation('common');
  const styles = useStyles();
  const mobile = useIsMobile();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const headingId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), gifSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (!open) {
      setText('');
      setSearch('');
    }
  }, [open]);

  const gifs = useInfiniteQuery({ ...gifQueries.gifs(search, gifLanguage(i18n.language)), enabled: open });
  const results = gifs.data?.pages.flatMap((page) => page.results) ?? [];
  const more = gifs.hasNextPage && !gifs.isFetchingNextPage;

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('gif.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('gif.search')}>
              <SearchBox value={text} maxLength={50} onChange={(_, data) => setText(data.value)} />
            </Field>
            <Text weight="semibold" id={headingId}>
              {search ? t('gif.results', { search }) : t('gif.trending')}
            </Text>
            <div
              className={styles.scroller}
              onScroll={(event) => {
                const el = event.currentTarget;
                if (more && el.scrollTop + el.clientHeight >= el.scrollHeight - 48) void gifs.fetchNextPage();
              }}
            >
              {gifs.isError ? (
                <ErrorBar announce={false}>{t('gif.error')}</ErrorBar>
              ) : gifs.isPending ? (
                <div className={styles.status}>
                  <Spinner size="small" label={t('loading')} />
                </div>
              ) : results.length === 0 ? (
                <Text>{t('gif.noResults')}</Text>
              ) : (
                <ul
                  className={styles.grid}
                  aria-labelledby={headingId}
                  style={{
                    gridTemplateColumns: `repeat(${mobile ? gifColumns.mobile : gifColumns.other}, 1fr)`,
                  }}
                >
                  {results.map((gif) => (
                    <li key={gif.id}>
                      <Button
                        appearance="subtle"
                        className={styles.tile}
                        onClick={() => {
                          onPick({ url: gif.url, title: gif.title || null });
                          onOpenChange(false);
                        }}
                      >
                        <img
                          className={styles.image}
                          src={gif.previewUrl}
                          alt={gif.title || t('gif.untitled')}
                          loading="lazy"
                        />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {gifs.isFetchingNextPage ? (
                <div className={styles.status}>
                  <Spinner size="tiny" label={t('loading')} />
                </div>
              ) : more ? (
                <div className={styles.status}>
                  <Button appearance="secondary" onClick={() => void gifs.fetchNextPage()}>
                    {t('gif.loadMore')}
                  </Button>
                </div>
              ) : null}
            </div>
          </DialogContent>
          <DialogActions fluid className={styles.actions}>
            <Caption1>{t('gif.poweredBy')}</Caption1>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              {t('gif.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
