import { Combobox, Field, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { memberRoles } from '#shared/constants';
import { batchAddToTeamsRequest } from '#shared/contract/members-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { teamQueries } from '../../../components/team-queries.ts';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import {
  useBatchAddToTeams,
  useBatchSuspend,
  useBatchUnsuspend,
  useBatchWelcome,
  useChangeRole,
  useMemberAction,
} from '../api/people-admin-queries.ts';
import { roleKeys, roleQueries } from '../api/roles-queries.ts';

/** A member an action applies to, as the table or the details page knows them. */
export type ActionTarget = { id: string; name: string; suspended: boolean; role: string };
export type MemberActionKind = 'suspend' | 'unsuspend' | 'welcome' | 'role' | 'addToTeam';
type Pending = { kind: MemberActionKind; targets: ActionTarget[] } | null;

/**
 * The member actions of the table's row menu, its batch bar and the details page: each asks in a
 * dialog first. `start` opens one; render `dialogs` once in the page.
 */
export function useMemberActions(options: { onDone?: () => void } = {}) {
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const done = () => {
    setPending(null);
    options.onDone?.();
  };
  return {
    start: (kind: MemberActionKind, targets: ActionTarget[]) => setPending({ kind, targets }),
    dialogs: (
      <>
        <StatusDialog pending={pending} onClose={close} onDone={done} />
        <RoleDialog
          target={pending?.kind === 'role' ? (pending.targets[0] ?? null) : null}
          onClose={close}
          onDone={done}
        />
        <AddToTeamDialog
          targets={pending?.kind === 'addToTeam' ? pending.targets : null}
          onClose={close}
          onDone={done}
        />
      </>
    ),
  };
}

/** Suspend, unsuspend, send welcome: one member or a batch. */
function StatusDialog(props: { pending: Pending; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('people-admin');
  const toasts = useToasts();
  const single = useMemberAction();
  const suspendMany = useBatchSuspend();
  const unsuspendMany = useBatchUnsuspend();
  const welcomeMany = useBatchWelcome();
  const kind = props.pending?.kind;
  const open = kind === 'suspend' || kind === 'unsuspend' || kind === 'welcome';
  const targets = props.pending?.targets ?? [];
  const count = targets.length;
  const name = targets[0]?.name ?? '';
  const busy = single.isPending || suspendMany.isPending || unsuspendMany.isPending || welcomeMany.isPending;

  const confirm = async () => {
    if (!open || count === 0) return;
    const ids = targets.map((target) => target.id);
    try {
      let changed = count;
      if (count === 1 && targets[0]) await single.mutateAsync({ id: targets[0].id, action: kind });
      else if (kind === 'suspend') changed = await suspendMany.mutateAsync(ids);
      else if (kind === 'unsuspend') changed = await unsuspendMany.mutateAsync(ids);
      else changed = await welcomeMany.mutateAsync(ids);
      const key = kind === 'suspend' ? 'suspended' : kind === 'unsuspend' ? 'unsuspended' : 'welcomed';
      toasts.success(t(`actions.${key}`, { count: count === 1 ? 1 : changed, name }));
      props.onDone();
    } catch (error) {
      toasts.error(errorMessage(error, t, { ConflictError: 'actions.suspendRefused' }));
    }
  };

  if (!open) return null;
  return (
    <ConfirmDialog
      open
      title={t(`actions.${kind}Title`, { count, name })}
      body={kind === 'welcome' ? t('actions.welcomeBody') : t(`actions.${kind}Body`, { count, name })}
      confirm={t(`actions.${kind}`)}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={props.onClose}
    />
  );
}

/** A built-in role or the id of one of the organization's custom roles. */
const roleForm = z.object({ role: z.string({ error: 'Choose a role' }).min(1, { error: 'Choose a role' }) });
type RoleForm = z.infer<typeof roleForm>;

function RoleDialog(props: { target: ActionTarget | null; onClose: () => void; onDone: () => void }) {
  const { target } = props;
  return (
    <FormDialog open={!!target} onClose={props.onClose}>
      {target ? <RoleFormBody target={target} onClose={props.onClose} onDone={props.onDone} /> : null}
    </FormDialog>
  );
}

function RoleFormBody(props: { target: ActionTarget; onClose: () => void; onDone: () => void }) {
  const { target } = props;
  const { t } = useTranslation('people-admin');
  const toasts = useToasts();
  const change = useChangeRole();
  const client = useQueryClient();
  // Until the list answers (or if it cannot), the built-in roles are offered on their own.
  const customRoles = (useQuery(roleQueries.list()).data?.results ?? []).filter((role) => !role.builtIn);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<RoleForm>({
    resolver: formResolver(roleForm),
    defaultValues: { role: target.role },
  });
  const onSubmit = handleSubmit(async ({ role }) => {
    try {
      await change.mutateAsync({ id: target.id, role });
      await client.invalidateQueries({ queryKey: roleKeys.all });
      toasts.success(t('actions.roleSaved'));
      props.onDone();
    } catch (error) {
      toasts.error(errorMessage(error, t, { ConflictError: 'actions.roleRefused' }));
    }
  });
  return (
    <FormDialogBody
      title={t('actions.roleTitle', { name: target.name })}
      onSubmit={onSubmit}
      cancel={{ label: t('cancel'), onClick: props.onClose }}
      submit={{ label: t('save'), submitting: isSubmitting }}
    >
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Field
            label={t('actions.roleLabel')}
            hint={t('actions.roleHint')}
            validationMessage={errors.role?.message}
            required
          >
            <RadioGroup value={field.value ?? ''} onChange={(_, data) => field.onChange(data.value)}>
              {memberRoles.map((role) => (
                <Radio key={role} value={role} label={t(`roles.${role}`)} />
              ))}
              {customRoles.map((role) => (
                <Radio key={role.id} value={role.id} label={role.name} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
    </FormDialogBody>
  );
}

function AddToTeamDialog(props: { targets: ActionTarget[] | null; onClose: () => void; onDone: () => void }) {
  const [dirty, setDirty] = useState(false);
  const open = !!props.targets && props.targets.length > 0;
  return (
    <FormDialog open={open} onClose={props.onClose} dirty={dirty}>
      {props.targets ? (
        <AddToTeamForm
          targets={props.targets}
          onDirty={setDirty}
          onClose={props.onClose}
          onDone={props.onDone}
        />
      ) : null}
    </FormDialog>
  );
}

const teamsForm = z.object({ teamIds: batchAddToTeamsRequest.shape.teamIds });
type TeamsForm = z.infer<typeof teamsForm>;

function AddToTeamForm(props: {
  targets: ActionTarget[];
  onDirty: (dirty: boolean) => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const { targets } = props;
  const { t } = useTranslation('people-admin');
  const toasts = useToasts();
  const add = useBatchAddToTeams();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const options = useQuery({ ...teamQueries.options(search), placeholderData: keepPreviousData });
  // Names of the chosen teams, kept when a new search no longer lists them.
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<TeamsForm>({ resolver: formResolver(teamsForm), defaultValues: { teamIds: [] } });
  const onSubmit = handleSubmit(async ({ teamIds }) => {
    try {
      await add.mutateAsync({ memberIds: targets.map((target) => target.id), teamIds });
      toasts.success(t('actions.added', { count: teamIds.length }));
      props.onDone();
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  });
  const teams = (options.data?.results ?? []).filter((team) => team.type === 'manual');
  return (
    <FormDialogBody
      title={t('actions.addToTeamTitle', { count: targets.length, name: targets[0]?.name ?? '' })}
      onSubmit={onSubmit}
      cancel={{ label: t('cancel'), onClick: props.onClose }}
      submit={{ label: t('actions.add'), submitting: isSubmitting }}
    >
      <Controller
        control={control}
        name="teamIds"
        render={({ field }) => (
          <Field
            label={t('actions.teamsLabel')}
            validationMessage={errors.teamIds ? t('actions.chooseTeam') : undefined}
            required
          >
            {/* Inline: a portal outside the modal dialog would be hidden from assistive technology. */}
            <Combobox
              multiselect
              freeform
              inlinePopup
              autoFocus
              placeholder={t('actions.teamsPlaceholder')}
              value={typed}
              selectedOptions={field.value}
              onChange={(event) => setTyped(event.target.value)}
              onOptionSelect={(_, data) => {
                const next = new Map(names);
                for (const team of teams) next.set(team.id, team.name);
                setNames(next);
                field.onChange(data.selectedOptions);
                props.onDirty(data.selectedOptions.length > 0);
                setTyped('');
              }}
            >
              {teams.map((team) => (
                <Option key={team.id} value={team.id}>
                  {team.name}
                </Option>
              ))}
            </Combobox>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="teamIds"
        render={({ field }) =>
          field.value.length > 0 ? <p>{field.value.map((id) => names.get(id) ?? '').join(', ')}</p> : <span />
        }
      />
    </FormDialogBody>
  );
}
