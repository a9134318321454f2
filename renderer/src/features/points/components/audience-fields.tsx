import { makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { type Control, Controller, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PickedRecipient, RecipientsPicker } from '../../../components/recipients-picker.tsx';
import type { AudienceScope } from '../model/audience.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
});

type AudienceForm = { scope: AudienceScope; recipients: PickedRecipient[] };

/** Everyone in the organization, or the chosen members and teams (their members, once each). */
export function AudienceFields<T extends FieldValues & AudienceForm, Output>(props: {
  control: Control<T, unknown, Output>;
  legend: string;
  error?: string;
}) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  // The form's type is generic; these two names are the fields every audience form holds.
  const control = props.control as unknown as Control<AudienceForm>;
  const scope = useWatch({ control, name: 'scope' });
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{props.legend}</legend>
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <RadioGroup
            aria-label={props.legend}
            value={field.value}
            onChange={(_, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          >
            <Radio value="everyone" label={t('audience.everyone')} />
            <Radio value="chosen" label={t('audience.chosen')} />
          </RadioGroup>
        )}
      />
      {scope === 'chosen' ? (
        <Controller
          control={control}
          name="recipients"
          render={({ field }) => (
            <RecipientsPicker
              label={t('audience.picker')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={props.error}
            />
          )}
        />
      ) : null}
    </fieldset>
  );
}
