import { makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The page widths of the spec (000 §2, Layout). */
export type PageWidth = 600 | 900 | 1080 | 1440;

const useStyles = makeStyles({
  root: {
    width: '100%',
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  w600: { maxWidth: '600px' },
  w900: { maxWidth: '900px' },
  w1080: { maxWidth: '1080px' },
  w1440: { maxWidth: '1440px' },
});

/** A page of the app: its heading, its width, and the document title "<tenant name> - <title>". */
export function Page(props: { title: string; width?: PageWidth; actions?: ReactNode; children: ReactNode }) {
  const { title, width = 1080, actions, children } = props;
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <div className={mergeClasses(styles.root, styles[`w${width}`])}>
      <header className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
