import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type TvItem, tvSlideDelayMs } from '#shared/contract/tv';
import { isApiError } from '../../../lib/api-error.ts';
import { useBranding } from '../../../lib/branding.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/index.ts';
import { tvDisplayQueries } from '../api/tv-display-queries.ts';
import { dealByType, isMounted, shuffle, tenantLink } from '../lib/slides.ts';
import { TvQrCode } from './tv-qr-code.tsx';
import { TvSlide } from './tv-slide.tsx';

/** How soon a kiosk that lost the server tries again, keeping its last slides meanwhile. */
const reconnectMs = 30_000;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    inset: 0,
    overflow: 'hidden',
    cursor: 'none',
    userSelect: 'none',
    display: 'grid',
    gridTemplateRows: 'minmax(0, 1fr) auto',
    color: '#ffffff',
    backgroundColor: '#1b1a3a',
    backgroundImage: 'radial-gradient(circle at 20% 10%, #3b3a8f 0%, #1b1a3a 60%)',
    fontFamily: tokens.fontFamilyBase,
  },
  stage: { position: 'relative', minHeight: 0 },
  footer: {
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: '4vmin',
    padding: '3vmin 6vmin 4vmin',
  },
  brand: { display: 'flex', flexDirection: 'column', gap: '1vmin', minWidth: 0 },
  // Logos are made for light backgrounds: they sit on a white plate.
  logo: {
    height: '7vmin',
    width: 'auto',
    maxWidth: '30vw',
    objectFit: 'contain',
    alignSelf: 'flex-start',
    backgroundColor: '#ffffff',
    padding: '1vmin 2vmin',
    borderRadius: tokens.borderRadiusXLarge,
  },
  tenant: { fontSize: 'max(18px, 3vmin)', fontWeight: tokens.fontWeightSemibold },
  status: { fontSize: 'max(16px, 2.4vmin)', opacity: 0.85 },
  codes: { display: 'flex', gap: '4vmin' },
  center: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2vmin',
    textAlign: 'center',
    padding: '6vmin',
  },
  // Fluent's label colour is for light pages: on the navy screen it must be as light as the rest.
  loadingLabel: { color: '#ffffff', fontSize: 'max(20px, 3.4vmin)' },
  emptyTitle: { fontSize: 'max(28px, 5.6vmin)', fontWeight: tokens.fontWeightBold, margin: 0 },
  emptyHint: { fontSize: 'max(20px, 3.4vmin)', margin: 0 },
});

/**
 * The lobby screen (/tv/watch/{token}, 001 "TV display behaviour"): shuffled content, a slide
 * every 40 s with the two either side mounted, a 1 s fade, and the content fetched again when
 * the last slide shows. Any failed call sends the screen to login; a kiosk that merely lost the
 * server keeps its slides and reports that it is reconnecting.
 */
export default function TvDisplayPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('tv');
  const styles = useStyles();
  const navigate = useNavigate();
  const branding = useBranding();
  const display = useQuery(tvDisplayQueries.display(token));
  const content = useQuery({
    ...tvDisplayQueries.content(token, display.data?.itemTypes ?? []),
    enabled: display.isSuccess,
  });
  useDocumentTitle(display.data?.name ?? null);

  const [deck, setDeck] = useState<TvItem[] | null>(null);
  const [index, setIndex] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const latest = useRef<TvItem[] | undefined>(undefined);
  latest.current = content.data;
  const refetchContent = content.refetch;

  // The first deck as soon as content arrives; later decks at each wrap.
  useEffect(() => {
    if (deck === null && content.data) setDeck(dealByType(shuffle(content.data)));
  }, [deck, content.data]);

  const advance = useCallback(() => {
    if (!deck) return;
    let nextDeck = deck;
    let nextIndex = index + 1;
    if (nextIndex >= deck.length) {
      nextDeck = dealByType(shuffle(latest.current ?? deck));
      nextIndex = 0;
    }
    setDeck(nextDeck);
    setIndex(nextIndex);
    // The last slide is showing (or there is nothing to show): fetch what is new meanwhile.
    if (nextIndex >= nextDeck.length - 1) void refetchContent();
  }, [deck, index, refetchContent]);

  useEffect(() => {
    if (!deck) return;
    const timer = setTimeout(advance, tvSlideDelayMs);
    return () => clearTimeout(timer);
  }, [deck, advance]);

  const error = display.error ?? content.error;
  useEffect(() => {
    if (!error) {
      if (deck) {
        setReconnecting(false);
        platform.reportDisplayState('showing');
      }
      return;
    }
    const unreachable = isApiError(error) && error.status === 0;
    if (unreachable && platform.isKiosk() && deck) {
      setReconnecting(true);
      platform.reportDisplayState('reconnecting');
      const timer = setTimeout(() => void refetchContent(), reconnectMs);
      return () => clearTimeout(timer);
    }
    platform.reportDisplayState('signedOut');
    void navigate('/', { replace: true });
  }, [error, deck, navigate, refetchContent]);

  const tenantUrl = display.data?.tenantUrl;
  const current = deck?.[index];
  return (
    <main className={styles.root} aria-label={display.data?.name ?? t('title')} aria-live="off">
      <div className={styles.stage}>
        {!deck ? (
          <div className={styles.center}>
            <Spinner
              size="huge"
              label={{ children: t('loading'), className: styles.loadingLabel }}
              labelPosition="below"
            />
          </div>
        ) : deck.length === 0 ? (
          <div className={styles.center}>
            <p className={styles.emptyTitle}>{t('empty')}</p>
            <p className={styles.emptyHint}>{t('emptyHint')}</p>
          </div>
        ) : (
          deck.map((item, i) =>
            isMounted(i, index, deck.length) ? (
              <TvSlide key={item.id} item={item} active={i === index} />
            ) : null,
          )
        )}
      </div>
      <footer className={styles.footer}>
        <div className={styles.brand}>
          {branding.logoUrl ? (
            <img className={styles.logo} src={branding.logoUrl} alt={display.data?.tenantName ?? ''} />
          ) : (
            <span className={styles.tenant}>{display.data?.tenantName}</span>
          )}
          {reconnecting ? (
            <span className={styles.status} role="status">
              {t('reconnecting')}
            </span>
          ) : null}
        </div>
        {tenantUrl ? (
          <div className={styles.codes}>
            {current ? (
              <TvQrCode
                key={current.id}
                testId="tv-qr-view-post"
                url={tenantLink(tenantUrl, current.postPath)}
                caption={t('viewPost')}
              />
            ) : null}
            <TvQrCode
              testId="tv-qr-send"
              url={tenantLink(tenantUrl, '/recognition/send')}
              caption={t('sendQr')}
            />
          </div>
        ) : null}
      </footer>
    </main>
  );
}
