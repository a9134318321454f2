import { Field, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  incentiveClaimLimits,
  incentivePeriods,
  incentiveProofKinds,
  incentiveReviewerKinds,
} from '#shared/contract/incentive';
import { useFormLayoutStyles } from '../../../components/form-layout.ts';
import { MembersPicker } from '../../../components/members-picker.tsx';
import { RecipientsPicker } from '../../../components/recipients-picker.tsx';
import type { IncentiveForm } from '../model/incentive-form.ts';

type SectionProps = { control: Control<IncentiveForm>; errors: FieldErrors<IncentiveForm> };

/** How an incentive is claimed: the proof asked for, and how often one person may claim it. */
export function ClaimRulesSection(props: SectionProps & { claimLimit: IncentiveForm['claimLimit'] }) {
  const { control, errors, claimLimit } = props;
  const { t } = useTranslation('incentive');
  const styles = useFormLayoutStyles();
  return (
    <section className={styles.section} aria-labelledby="incentive-claims">
      <Subtitle2 as="h2" id="incentive-claims">
        {t('form.claims')}
      </Subtitle2>
      <Controller
        control={control}
        name="proof"
        render={({ field }) => (
          <Field label={t('form.proof')}>
            <RadioGroup
              layout="horizontal"
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
            >
              {incentiveProofKinds.map((kind) => (
                <Radio key={kind} value={kind} label={t(`proof.${kind}`)} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <div className={styles.pair}>
        <Controller
          control={control}
          name="claimLimit"
          render={({ field }) => (
            <Field label={t('form.claimLimit')}>
              <RadioGroup value={field.value} onChange={(_, data) => field.onChange(data.value)}>
                {incentiveClaimLimits.map((limit) => (
                  <Radio key={limit} value={limit} label={t(`limit.${limit}`)} />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
        {claimLimit === 'perPeriod' ? (
          <Controller
            control={control}
            name="claimPeriod"
            render={({ field }) => (
              <Field label={t('form.claimPeriod')} validationMessage={errors.claimPeriod?.message}>
                <RadioGroup value={field.value} onChange={(_, data) => field.onChange(data.value)}>
                  {incentivePeriods.map((period) => (
                    <Radio key={period} value={period} label={t(`period.${period}`)} />
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
        ) : null}
      </div>
    </section>
  );
}

/** Who reviews the claims: by kind, then the members or teams named. */
export function ReviewersSection(props: SectionProps & { reviewerKind: IncentiveForm['reviewerKind'] }) {
  const { control, errors, reviewerKind } = props;
  const { t } = useTranslation('incentive');
  const styles = useFormLayoutStyles();
  return (
    <section className={styles.section} aria-labelledby="incentive-reviewers">
      <Subtitle2 as="h2" id="incentive-reviewers">
        {t('form.reviewers')}
      </Subtitle2>
      <Controller
        control={control}
        name="reviewerKind"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="incentive-reviewers"
            value={field.value}
            onChange={(_, data) => field.onChange(data.value)}
          >
            {incentiveReviewerKinds.map((kind) => (
              <Radio key={kind} value={kind} label={t(`reviewerKind.${kind}`)} />
            ))}
          </RadioGroup>
        )}
      />
      {reviewerKind === 'members' ? (
        <Controller
          control={control}
          name="reviewerMembers"
          render={({ field }) => (
            <MembersPicker
              label={t('form.reviewerMembers')}
              value={field.value}
              onChange={field.onChange}
              error={errors.reviewerMembers?.message}
            />
          )}
        />
      ) : null}
      {reviewerKind === 'teams' ? (
        <Controller
          control={control}
          name="reviewerTeams"
          render={({ field }) => (
            <RecipientsPicker
              label={t('form.reviewerTeams')}
              value={field.value}
              onChange={(next) => field.onChange(next.filter((item) => item.type === 'team'))}
              onBlur={field.onBlur}
              error={errors.reviewerTeams?.message}
            />
          )}
        />
      ) : null}
    </section>
  );
}
