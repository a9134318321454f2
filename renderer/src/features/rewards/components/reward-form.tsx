import { Field, Input, makeStyles, Switch, Textarea, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Reward, type RewardBody, rewardBody } from '#shared/contract/rewards';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';

const whole = (min: number) =>
  z.string().trim().pipe(z.coerce.number<string>().int().min(min).max(1_000_000));

const rewardForm = z
  .object({
    name: rewardBody.shape.name,
    description: z.string().trim().max(2000),
    imageUrl: rewardBody.shape.imageUrl,
    cost: whole(1),
    unlimited: z.boolean(),
    stock: z.string(),
  })
  .transform((form, context): RewardBody => {
    let stock: number | null = null;
    if (!form.unlimited) {
      const parsed = whole(0).safeParse(form.stock);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ ...issue, path: ['stock'] } as never);
        return z.NEVER;
      }
      stock = parsed.data;
    }
    return {
      name: form.name,
      description: form.description,
      imageUrl: form.imageUrl,
      cost: form.cost,
      stock,
    };
  });
type RewardFormInput = z.input<typeof rewardForm>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** A built-in reward's fields: name, description, picture, cost in points and stock (or unlimited). */
export function RewardForm(props: {
  reward: Reward | null;
  submitLabel: string;
  onSubmit: (body: RewardBody) => Promise<void>;
}) {
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const toasts = useToasts();
  const { reward } = props;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RewardFormInput, unknown, RewardBody>({
    resolver: formResolver(rewardForm),
    defaultValues: {
      name: reward?.name ?? '',
      description: reward?.description ?? '',
      imageUrl: reward?.imageUrl ?? '',
      cost: reward ? String(reward.cost) : '',
      unlimited: reward ? reward.stock === null : false,
      stock: reward?.stock === null || reward === null ? '' : String(reward.stock),
    },
  });
  const values = watch();
  const unlimited = values.unlimited;
  const submit = handleSubmit(async (body) => {
    try {
      await props.onSubmit(body);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name', 'description', 'imageUrl', 'cost', 'stock'])) {
        toasts.error(errorMessage(error, t));
      }
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('form.name')} required validationMessage={errors.name?.message}>
        <Input {...register('name')} value={values.name} maxLength={100} />
      </Field>
      <Field label={t('form.description')} validationMessage={errors.description?.message}>
        <Textarea
          {...register('description')}
          value={values.description}
          rows={3}
          resize="vertical"
          maxLength={2000}
        />
      </Field>
      <Field
        label={t('form.imageUrl')}
        hint={t('form.imageUrlHint')}
        validationMessage={errors.imageUrl?.message}
      >
        <Input {...register('imageUrl')} value={values.imageUrl} type="url" />
      </Field>
      <Field label={t('form.cost')} required validationMessage={errors.cost?.message}>
        <Input {...register('cost')} value={values.cost} inputMode="numeric" />
      </Field>
      <Switch
        label={t('form.unlimited')}
        checked={unlimited}
        onChange={(_, data) => setValue('unlimited', data.checked, { shouldDirty: true })}
      />
      {unlimited ? null : (
        <Field label={t('form.stock')} required validationMessage={errors.stock?.message}>
          <Input {...register('stock')} value={values.stock} inputMode="numeric" />
        </Field>
      )}
      <div>
        <SubmitButton submitting={isSubmitting}>{props.submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
