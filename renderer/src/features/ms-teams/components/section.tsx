import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  heading: { margin: 0 },
});

/** One part of the Teams page, named by its heading. */
export function Section(props: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <Text as="h2" id={props.id} size={500} weight="semibold" className={styles.heading}>
        {props.title}
      </Text>
      {props.children}
    </section>
  );
}
