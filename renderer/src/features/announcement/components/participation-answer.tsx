import { Button, makeStyles, mergeClasses, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { Checkmark20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { type Announcement, type RsvpAnswer, rsvpAnswers } from '#shared/contract/announcement';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useParticipate } from '../api/announcement-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  done: { color: tokens.colorPaletteGreenForeground1 },
  fieldset: { border: 'none', margin: 0, padding: 0 },
  legend: {
    float: 'left',
    fontWeight: tokens.fontWeightSemibold,
    paddingInlineEnd: tokens.spacingHorizontalS,
  },
});

/**
 * What the member is asked (001 §7 participation): "Got it" once, or an RSVP they may change.
 * Only an active announcement takes answers.
 */
export function ParticipationAnswer(props: { item: Announcement }) {
  const { item } = props;
  const { t } = useTranslation('announcement');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const participate = useParticipate(item.id);
  const own = item.ownParticipation;
  if (item.participation === 'none' || item.status !== 'active') return null;

  const send = async (body: { acknowledged: true } | { rsvp: RsvpAnswer }) => {
    try {
      await participate.mutateAsync(body);
      toasts.success(
        'acknowledged' in body ? t('participation.acknowledgedToast') : t('participation.answeredToast'),
      );
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  if (item.participation === 'acknowledge') {
    return (
      <div className={styles.root}>
        {own?.acknowledgedAt ? (
          <Text className={styles.done} role="status">
            <Checkmark20Regular aria-hidden />{' '}
            {t('participation.acknowledgedOn', {
              date: dates.dateTime(own.acknowledgedAt),
            })}
          </Text>
        ) : (
          <Button
            appearance="primary"
            icon={<Checkmark20Regular />}
            disabled={participate.isPending}
            onClick={() => void send({ acknowledged: true })}
          >
            {t('participation.gotIt')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <fieldset className={mergeClasses(styles.root, styles.fieldset)}>
      <legend className={styles.legend}>{t('participation.rsvpQuestion')}</legend>
      {rsvpAnswers.map((answer) => (
        <ToggleButton
          key={answer}
          checked={own?.rsvp === answer}
          disabled={participate.isPending}
          onClick={() => void send({ rsvp: answer })}
        >
          {t(`participation.rsvp.${answer}`)}
        </ToggleButton>
      ))}
    </fieldset>
  );
}
