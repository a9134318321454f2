import { Checkbox, Field, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputTimeZone } from '../../../lib/zoned-input.ts';
import { type AnnouncementForm, zonedParts } from '../model/announcement-form.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalS },
});

/**
 * When the announcement goes live (now, or at a date and time in the member's zone) and,
 * optionally, when it archives itself. Fluent date and time inputs on the wall clock of
 * `timeZone` (`useDates().timeZone`), which the time field names; the rules are the form's.
 */
export function ScheduleFields(props: {
  control: Control<AnnouncementForm>;
  errors: FieldErrors<AnnouncementForm>;
  message: (text: string | undefined) => string | undefined;
  timeZone: string | undefined;
}) {
  const { control, errors, message, timeZone } = props;
  const { t } = useTranslation('announcement');
  const styles = useStyles();
  const [when, hasEnd] = useWatch({ control, name: ['when', 'hasEnd'] });
  const today = zonedParts(new Date(), timeZone).date;
  const zoneHint = t('schedule.timeZone', { zone: inputTimeZone(timeZone) });

  const dateTime = (prefix: 'start' | 'end') => (
    <div className={styles.row}>
      <Controller
        control={control}
        name={`${prefix}Date`}
        render={({ field }) => (
          <Field
            label={t(`schedule.${prefix}Date`)}
            validationMessage={message(errors[`${prefix}Date`]?.message)}
            required
          >
            <Input
              type="date"
              min={today}
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name={`${prefix}Time`}
        render={({ field }) => (
          <Field
            label={t(`schedule.${prefix}Time`)}
            hint={zoneHint}
            validationMessage={message(errors[`${prefix}Time`]?.message)}
            required
          >
            <Input
              type="time"
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </Field>
        )}
      />
    </div>
  );

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t('schedule.label')}</legend>
      <Controller
        control={control}
        name="when"
        render={({ field }) => (
          <RadioGroup
            aria-label={t('schedule.label')}
            value={field.value}
            onChange={(_, data) => field.onChange(data.value)}
            layout="horizontal"
          >
            <Radio value="now" label={t('schedule.now')} />
            <Radio value="later" label={t('schedule.later')} />
          </RadioGroup>
        )}
      />
      {when === 'later' ? dateTime('start') : null}
      <Controller
        control={control}
        name="hasEnd"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onChange={(_, data) => field.onChange(data.checked === true)}
            label={t('schedule.hasEnd')}
          />
        )}
      />
      {hasEnd ? dateTime('end') : null}
    </fieldset>
  );
}
