import { makeStyles, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useBranding } from '../lib/branding.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  banner: {
    width: '100%',
    maxWidth: '440px',
    height: 'auto',
    aspectRatio: '4 / 1',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    // A card look without Fluent's Card (kept off the sign-in page's bundle).
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  brand: { display: 'flex', alignItems: 'center', height: '52px' },
  // A fixed box (264 by 52), the logo fitted inside it: no shift when it arrives.
  logo: {
    width: '264px',
    height: '52px',
    maxWidth: '100%',
    objectFit: 'contain',
    objectPosition: 'left center',
  },
  title: { margin: 0 },
});

/**
 * The frame of the pages shown outside the app (sign-in, recovery, maintenance, tenant list):
 * the host's branding, a heading and the document title "<name> - <title>".
 */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const branding = useBranding();
  useDocumentTitle(title);
  return (
    <main className={styles.page}>
      {branding.bannerUrl ? (
        <img
          className={styles.banner}
          src={branding.bannerUrl}
          alt=""
          width={440}
          height={110}
          fetchPriority="high"
        />
      ) : null}
      <section className={styles.card}>
        <div className={styles.brand}>
          {branding.logoUrl ? (
            <img
              className={styles.logo}
              src={branding.logoUrl}
              alt={branding.name}
              width={264}
              height={52}
              fetchPriority="high"
            />
          ) : (
            <Subtitle1>{branding.name}</Subtitle1>
          )}
        </div>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {children}
      </section>
    </main>
  );
}
