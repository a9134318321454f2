import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AwardType } from '#shared/contract/award';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { inputTimeZone } from '../../../lib/zoned-input.ts';
import { type LifecycleAction, useLifecycle } from '../api/award-queries.ts';
import { awardErrorMessage } from '../model/award-errors.ts';
import { fromWindowInput, toWindowInput } from '../model/award-type-form.ts';
import { viewPath } from './award-types-list-page.tsx';

/** The steps a type's state allows now (001 §4): the round's, then archive or unarchive, then clone. */
export function availableActions(
  type: Pick<AwardType, 'nomination' | 'nominationStatus' | 'archived'>,
  winnerCount: number,
): LifecycleAction[] {
  const actions: LifecycleAction[] = [];
  if (type.nomination && !type.archived) {
    const status = type.nominationStatus;
    if (status !== 'open' && status !== 'finalized') actions.push('start');
    if (status === 'open') actions.push('end');
    if (status === 'open' || status === 'closed') actions.push('extend');
    if (status !== 'finalized' && winnerCount > 0) actions.push('finalize');
  }
  actions.push(type.archived ? 'unarchive' : 'archive', 'clone');
  return actions;
}

/** The lifecycle buttons of an award type's view page, each behind its confirmation. */
export function LifecycleActions(props: { type: AwardType; winnerCount: number }) {
  const { type, winnerCount } = props;
  const { t } = useTranslation('award');
  const toasts = useToasts();
  const navigate = useNavigate();
  const lifecycle = useLifecycle(type.id);
  const [asking, setAsking] = useState<LifecycleAction | null>(null);
  const [until, setUntil] = useState('');
  // The close time is typed on the member's wall clock, as dates are shown.
  const { timeZone } = useDates();
  const untilAt = fromWindowInput(until, timeZone);

  const run = async (action: LifecycleAction, body?: unknown) => {
    try {
      const result = await lifecycle.mutateAsync({ action, body });
      toasts.success(t(`view.done.${action}`));
      setAsking(null);
      if (action === 'clone') void navigate(viewPath(result));
    } catch (error) {
      toasts.error(awardErrorMessage(error, t));
    }
  };

  const actions = availableActions(type, winnerCount);
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          appearance={action === 'finalize' || action === 'start' ? 'primary' : 'secondary'}
          onClick={() => {
            if (action === 'extend') setUntil(toWindowInput(type.nominationEndAt, timeZone));
            setAsking(action);
          }}
        >
          {t(`view.actions.${action}`)}
        </Button>
      ))}
      {asking && asking !== 'extend' ? (
        <ConfirmDialog
          open
          title={t(`view.confirm.${asking}Title`)}
          body={
            asking === 'finalize'
              ? t('view.confirm.finalizeBody', { count: winnerCount })
              : t(`view.confirm.${asking}Body`)
          }
          confirm={t(`view.actions.${asking}`)}
          busy={lifecycle.isPending}
          onConfirm={() => void run(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'extend' ? (
        <FormDialog onClose={() => setAsking(null)}>
          <FormDialogBody
            title={t('view.confirm.extendTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              if (untilAt) void run('extend', { nominationEndAt: untilAt });
            }}
            cancel={{ label: t('cancel'), onClick: () => setAsking(null) }}
            submit={{ label: t('view.actions.extend'), submitting: lifecycle.isPending, disabled: !untilAt }}
          >
            <Field
              label={t('view.confirm.extendUntil')}
              hint={t('view.confirm.extendBody', { zone: inputTimeZone(timeZone) })}
              required
            >
              <Input type="datetime-local" value={until} onChange={(_, data) => setUntil(data.value)} />
            </Field>
          </FormDialogBody>
        </FormDialog>
      ) : null}
    </>
  );
}
