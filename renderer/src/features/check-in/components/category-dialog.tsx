import { Field, Input, Select } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CheckInCategory,
  type CheckInCategoryRequest,
  checkInCadences,
  checkInCategoryRequest,
  checkInNameMaxLength,
} from '#shared/contract/check-in';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { checkInCalls, useCheckInChange } from '../api/check-in-queries.ts';
import { AdminFormBody, useAdminFormSave } from './admin-form-body.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/** Creates a category, or edits one's name, cadence and start. */
export function CategoryDialog(props: { category: CheckInCategory | 'new' | null; onClose: () => void }) {
  const { category } = props;
  return (
    <FormDialog open={category !== null} onClose={props.onClose}>
      {(onDirty) =>
        category ? <CategoryForm category={category} onClose={props.onClose} onDirty={onDirty} /> : null
      }
    </FormDialog>
  );
}

function CategoryForm(props: {
  category: CheckInCategory | 'new';
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('check-in');
  const existing = props.category === 'new' ? null : props.category;
  const save = useCheckInChange((body: CheckInCategoryRequest) =>
    existing ? checkInCalls.updateCategory({ id: existing.id, ...body }) : checkInCalls.createCategory(body),
  );
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CheckInCategoryRequest>({
    resolver: formResolver(checkInCategoryRequest),
    defaultValues: existing
      ? { name: existing.name, cadence: existing.cadence, startsOn: existing.startsOn }
      : { name: '', cadence: 'weekly', startsOn: today() },
  });
  const [name, cadence, startsOn] = watch(['name', 'cadence', 'startsOn']);
  const { problem, save: saving } = useAdminFormSave({
    isDirty,
    isSubmitting,
    onDirty: props.onDirty,
    setError,
    fields: ['name', 'cadence', 'startsOn'],
    onClose: props.onClose,
  });
  const title = existing ? t('category.editTitle') : t('category.newTitle');
  const submit = handleSubmit((body) => saving(() => save.mutateAsync(body)));
  return (
    <AdminFormBody
      title={title}
      onSubmit={submit}
      onClose={props.onClose}
      submitting={isSubmitting}
      problem={problem}
    >
      <Field label={t('category.name')} required validationMessage={errors.name?.message}>
        <Input {...register('name')} value={name} maxLength={checkInNameMaxLength} autoComplete="off" />
      </Field>
      <Field label={t('category.cadence')} required validationMessage={errors.cadence?.message}>
        <Select {...register('cadence')} value={cadence}>
          {checkInCadences.map((c) => (
            <option key={c} value={c}>
              {t(`cadence.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('category.startsOn')} required validationMessage={errors.startsOn?.message}>
        <Input {...register('startsOn')} value={startsOn} type="date" />
      </Field>
    </AdminFormBody>
  );
}
