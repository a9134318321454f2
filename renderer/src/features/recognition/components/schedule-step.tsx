import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import {
  defaultSchedule,
  parseLocalDateTime,
  scheduleError,
  toLocalDateTime,
} from '../model/recognition-form.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/**
 * "Schedule send" (001 §2, §5): a date and time in the member's zone, in the future, 15-minute
 * steps, the next day at 9:00 by default; sent as ISO with milliseconds and Z.
 */
export function ScheduleStep(props: {
  initial: string | null;
  submitting: boolean;
  onBack: () => void;
  onSchedule: (scheduledAt: string) => void;
}) {
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const [value, setValue] = useState(
    props.initial ? toLocalDateTime(new Date(props.initial)) : defaultSchedule(),
  );
  const [touched, setTouched] = useState(false);
  const error = scheduleError(value);
  // The step replaces the form whose "Schedule send" was chosen: focus goes to the date, not the page body.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const now = new Date();
  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        const date = parseLocalDateTime(value);
        if (error || !date) return;
        props.onSchedule(date.toISOString());
      }}
    >
      <Field
        label={t('schedule.label')}
        hint={t('schedule.hint')}
        validationMessage={touched ? error : undefined}
        required
      >
        <Input
          ref={field}
          type="datetime-local"
          value={value}
          step={900}
          min={toLocalDateTime(now)}
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
