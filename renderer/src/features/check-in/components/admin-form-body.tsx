import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { FormDialogBody } from '../../../components/form-dialog.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { problemOf } from '../model/problem.ts';

/**
 * What a category or question dialog does with its form: tells the dialog whether it is dirty
 * (a stray backdrop click keeps what was typed), and saves: success closes, the server's field
 * errors go beside their fields, anything else to the problem bar above them.
 */
export function useAdminFormSave<T extends FieldValues>(options: {
  isDirty: boolean;
  isSubmitting: boolean;
  onDirty: (dirty: boolean) => void;
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  onClose: () => void;
}) {
  const { t } = useTranslation('check-in');
  const { isDirty, isSubmitting, onDirty, setError, fields, onClose } = options;
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = isDirty && !isSubmitting;
  useEffect(() => onDirty(dirty), [onDirty, dirty]);
  const save = async (saving: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await saving();
      onClose();
    } catch (error) {
      if (applyServerErrors(error, setError, fields)) return;
      setProblem(problemOf(error, t));
    }
  };
  return { problem, save };
}

/** The dialog's frame: its title (naming the form too), the problem bar, Cancel and Save. */
export function AdminFormBody(props: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  submitting: boolean;
  problem: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('check-in');
  return (
    <FormDialogBody
      title={props.title}
      onSubmit={props.onSubmit}
      formLabel={props.title}
      onClose={props.onClose}
      cancel={{ label: t('cancel'), onClick: props.onClose }}
      submit={{ label: t('save'), submitting: props.submitting, submittingLabel: t('saving') }}
    >
      <ErrorBar>{props.problem}</ErrorBar>
      {props.children}
    </FormDialogBody>
  );
}
