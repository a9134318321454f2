import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { inputTimeZone, toZonedInput } from '../../../lib/zoned-input.ts';
import { defaultSchedule, parseZonedDateTime, scheduleError } from '../model/recognition-form.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/**
 * "Schedule send" (001 §2, §5): a date and time in the member's zone, in the future, 15-minute
 * steps, the next day at 9:00 by default; sent as ISO with milliseconds and Z. The member's zone
 * is `useDates().timeZone` (their own, else the tenant's), the one dates are shown in, and the
 * field names it.
 */
export function ScheduleStep(props: {
  initial: string | null;
  submitting: boolean;
  onBack: () => void;
  onSchedule: (scheduledAt: string) => void;
}) {
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const { timeZone } = useDates();
  const [value, setValue] = useState(
    props.initial ? toZonedInput(props.initial, timeZone) : defaultSchedule(timeZone),
  );
  const [touched, setTouched] = useState(false);
  const error = scheduleError(value, timeZone);
  // The step replaces the form whose "Schedule send" was chosen: focus goes to the date, not the page body.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        const date = parseZonedDateTime(value, timeZone);
        if (error || !date) return;
        props.onSchedule(date.toISOString());
      }}
    >
      <Field
        label={t('schedule.label')}
        hint={t('schedule.hint', { zone: inputTimeZone(timeZone) })}
        validationMessage={touched ? error : undefined}
        required
      >
        <Input
          ref={field}
          type="datetime-local"
          value={value}
          // No `min`: it would become the step's base, so quarter hours (09:00) stop matching the
          // step whenever "now" is not on one; the form says "Start date must be in the future".
          step={900}
          onChange={(_, data) => {
            setValue(data.value);
            setTouched(true);
          }}
        />
      </Field>
      <div className={styles.actions}>
        <Button onClick={props.onBack}>{t('back')}</Button>
        <SubmitButton submitting={props.submitting} disabled={touched && !!error}>
          {t('schedule.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
