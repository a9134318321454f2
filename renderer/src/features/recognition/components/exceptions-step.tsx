import {
  Badge,
  Body1,
  Button,
  Card,
  CardHeader,
  makeStyles,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PointsExceptionBody } from '#shared/contract/points';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { canContinue, exceptionChip } from '../model/send-errors.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

const known = ['restriction', 'insufficientPoints', 'notEligible'] as const;

/** "Point exceptions" (001 §4, §8): what the server adjusted, and "Continue sending" when allowed. */
export function ExceptionsStep(props: {
  details: PointsExceptionBody['details'];
  submitting: boolean;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { details, submitting } = props;
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const remaining = details.balance - details.amount;
  return (
    <div className={styles.root}>
      {details.exceptions.map((exception) => {
        const type = (known as readonly string[]).includes(exception.type) ? exception.type : null;
        const chip = exceptionChip(exception.type);
        return (
          <Card key={exception.type}>
            <CardHeader
              header={
                <Subtitle2 as="h3">
                  {type ? t(`exceptions.${type}.title`) : t('exceptions.unknown')}
                </Subtitle2>
              }
              action={
                <Badge appearance="tint" color={chip === 'removed' ? 'danger' : 'warning'}>
                  {t(`exceptions.${chip}`)}
                </Badge>
              }
            />
            {type ? <Body1>{t(`exceptions.${type}.body`, { count: exception.affectedCount })}</Body1> : null}
          </Card>
        );
      })}
      <div className={styles.summary}>
        <Text weight="semibold">{t('exceptions.used', { amount: details.amount })}</Text>
        <Text>
          {t('exceptions.remaining', { balance: details.balance, amount: details.amount, remaining })}
        </Text>
        <Text>{t('exceptions.left', { remaining })}</Text>
      </div>
      <div className={styles.actions}>
        <Button onClick={props.onBack}>{t('back')}</Button>
        {canContinue(details) ? (
          <SubmitButton type="button" submitting={submitting} onClick={props.onContinue}>
            {t('exceptions.continue')}
          </SubmitButton>
        ) : null}
      </div>
    </div>
  );
}
