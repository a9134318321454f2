import { makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecipientsPicker } from '../../../components/recipients-picker.tsx';
import type { AnnouncementForm } from '../model/announcement-form.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalS },
});

/** Who receives it: the whole company, or the chosen teams and members (their union). */
export function AudienceFields(props: {
  control: Control<AnnouncementForm>;
  errors: FieldErrors<AnnouncementForm>;
  message: (text: string | undefined) => string | undefined;
}) {
  const { control, errors, message } = props;
  const { t } = useTranslation('announcement');
  const styles = useStyles();
  const wholeCompany = useWatch({ control, name: 'wholeCompany' });
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t('audience.label')}</legend>
      <Controller
        control={control}
        name="wholeCompany"
        render={({ field }) => (
          <RadioGroup
            aria-label={t('audience.label')}
            value={field.value ? 'company' : 'chosen'}
            onChange={(_, data) => field.onChange(data.value === 'company')}
            layout="horizontal"
          >
            <Radio value="company" label={t('audience.wholeCompany')} />
            <Radio value="chosen" label={t('audience.chosen')} />
          </RadioGroup>
        )}
      />
      {wholeCompany ? null : (
        <Controller
          control={control}
          name="recipients"
          render={({ field }) => (
            <RecipientsPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(errors.recipients?.message)}
              label={t('audience.picker')}
            />
          )}
        />
      )}
    </fieldset>
  );
}
