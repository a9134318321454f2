import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  text: { margin: 0 },
});

/** A step's heading (the section's name, by `id`) and the sentence under it. */
export function StepHeading(props: { id: string; title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Subtitle2 as="h2" id={props.id} block>
        {props.title}
      </Subtitle2>
      {props.children ? (
        <Text as="p" block className={styles.text}>
          {props.children}
        </Text>
      ) : null}
    </div>
  );
}
