import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StaffImport, StaffImportResult } from '#shared/contract/staffing';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useStartInvite } from '../api/flow-queries.ts';
import { StepHeading } from './step-heading.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column-reverse',
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  value: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

const resultKeys = [
  'created',
  'updated',
  'unchanged',
  'skipped',
  'membersCreated',
  'membersLinked',
] as const satisfies readonly (keyof StaffImportResult)[];

/** Step 4: what the import did, and the way on: invite the people it made, or find them in People. */
export function SummaryStep(props: { flow: StaffImport }) {
  const { flow } = props;
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const invite = useStartInvite();
  const result = flow.result;
  const notInvited = result?.notInvited ?? 0;

  const startInvite = () =>
    invite.mutate(
      { importId: flow.id },
      {
        onSuccess: (created) => void navigate(`/staffing/batch-invite/${created.id}`),
        onError: () => toasts.error(t('import.summary.inviteFailed')),
      },
    );

  return (
    <section className={styles.root} aria-labelledby="import-summary-heading">
      <StepHeading id="import-summary-heading" title={t('import.summary.heading')}>
        {t('import.preview.file', { name: flow.fileName })}
      </StepHeading>
      {result ? (
        <dl className={styles.list} aria-label={t('import.summary.resultLabel')}>
          {resultKeys.map((key) => (
            <div key={key} className={styles.item}>
              <dt>
                <Text>{t(`import.summary.${key}`)}</Text>
              </dt>
              <dd className={styles.value}>
                <Text size={600} weight="semibold">
                  {result[key].toLocaleString()}
                </Text>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.actions}>
        {notInvited > 0 ? (
          <Button
            appearance="primary"
            icon={<MailRegular />}
            disabledFocusable={invite.isPending}
            onClick={() => {
              if (!invite.isPending) startInvite();
            }}
          >
            {invite.isPending
              ? t('import.summary.inviting')
              : t('import.summary.invite', { count: notInvited })}
          </Button>
        ) : null}
        <RouterLink to="/user-directory">{t('import.summary.people')}</RouterLink>
        <RouterLink to="/staffing">{t('import.summary.records')}</RouterLink>
      </div>
    </section>
  );
}
