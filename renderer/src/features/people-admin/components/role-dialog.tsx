import { Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createRoleRequest,
  type Role,
  roleNameMaxLength,
  rolePermissionCatalog,
} from '#shared/contract/roles';
import { type AppName, appNames } from '#shared/permissions';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useCreateRole, useUpdateRole } from '../api/roles-queries.ts';
import { appLabel, permissionLabel } from '../lib/role-labels.ts';

const useStyles = makeStyles({
  apps: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  app: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const roleForm = z.object({
  name: createRoleRequest.shape.name,
  /** The granted permissions as `app.permission`, one checkbox each. */
  granted: z.array(z.string()),
});
type RoleForm = z.infer<typeof roleForm>;

const key = (app: string, permission: string) => `${app}.${permission}`;

/** The request's per-app permissions from the ticked boxes, apps in catalog order. */
function toPermissions(granted: string[]) {
  const set = new Set(granted);
  return appNames
    .map((app) => ({
      name: app,
      permissions: rolePermissionCatalog[app].filter((p) => set.has(key(app, p))),
    }))
    .filter((entry) => entry.permissions.length > 0);
}

/** Creates a custom role, or edits one (`role`), from the permission catalog (000 §6). */
export function RoleDialog(props: { open: boolean; role: Role | null; onClose: () => void }) {
  // A click outside does not throw away ticked permissions (Escape and Cancel still close).
  const [dirty, setDirty] = useState(false);
  return (
    <FormDialog open={props.open} onClose={props.onClose} dirty={dirty}>
      <RoleFormBody role={props.role} onClose={props.onClose} onDirty={setDirty} />
    </FormDialog>
  );
}

function RoleFormBody(props: { role: Role | null; onClose: () => void; onDirty: (dirty: boolean) => void }) {
  const { role, onClose, onDirty } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const create = useCreateRole();
  const update = useUpdateRole();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<RoleForm>({
    resolver: formResolver(roleForm),
    defaultValues: {
      name: role?.name ?? '',
      granted: (role?.permissions ?? []).flatMap((app) => app.permissions.map((p) => key(app.name, p))),
    },
  });
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const onSubmit = handleSubmit(async (values) => {
    const body = { name: values.name, permissions: toPermissions(values.granted) };
    try {
      if (role) await update.mutateAsync({ id: role.id, body });
      else await create.mutateAsync(body);
      toasts.success(role ? t('rolesAdmin.saved') : t('rolesAdmin.created'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name']))
        toasts.error(errorMessage(error, t, { ConflictError: 'rolesAdmin.nameTaken' }));
    }
  });
  return (
    <FormDialogBody
      title={role ? t('rolesAdmin.editTitle', { name: role.name }) : t('rolesAdmin.createTitle')}
      onSubmit={onSubmit}
      cancel={{ label: t('cancel'), onClick: onClose }}
      submit={{ label: role ? t('save') : t('rolesAdmin.createSubmit'), submitting: isSubmitting }}
    >
      <Field label={t('rolesAdmin.name')} validationMessage={errors.name?.message} required>
        <Input {...register('name')} maxLength={roleNameMaxLength} />
      </Field>
      <Text className={styles.muted}>{t('rolesAdmin.permissionsHint')}</Text>
      <Controller
        control={control}
        name="granted"
        render={({ field }) => (
          <div className={styles.apps}>
            {appNames.map((app: AppName) => (
              <fieldset key={app} className={styles.app}>
                <legend className={styles.legend}>{appLabel(app, t)}</legend>
                {rolePermissionCatalog[app].map((permission) => {
                  const id = key(app, permission);
                  return (
                    <Checkbox
                      key={id}
                      label={permissionLabel(permission, t)}
                      checked={field.value.includes(id)}
                      onChange={(_, data) =>
                        field.onChange(
                          data.checked ? [...field.value, id] : field.value.filter((item) => item !== id),
                        )
                      }
                    />
                  );
                })}
              </fieldset>
            ))}
          </div>
        )}
      />
    </FormDialogBody>
  );
}
