import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The layout of a long configure form (award types, incentives): the form a column of fields,
 * a titled section a tighter column, and a pair two fields side by side that stack when narrow.
 */
export const useFormLayoutStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
  },
});
