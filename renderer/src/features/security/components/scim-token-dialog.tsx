import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ScimTokenCreated, type ScimTokenRequest, scimTokenRequest } from '#shared/contract/security';
import { CopyField } from '../../../components/copy-field.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useCreateScimToken } from '../api/security-queries.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secret: { fontFamily: tokens.fontFamilyMonospace },
});

/** Names a new SCIM token, then shows it with the base URL once: only its hash is kept. */
export function ScimTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <FormDialog open={open} onClose={close}>
      {created ? (
        <Shown created={created} onDone={close} />
      ) : (
        <NameStep onCreated={setCreated} onCancel={close} />
      )}
    </FormDialog>
  );
}

function NameStep({
  onCreated,
  onCancel,
}: {
  onCreated: (token: ScimTokenCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const _styles = useStyles();
  const toasts = useToasts();
  const create = useCreateScimToken();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ScimTokenRequest>({ resolver: formResolver(scimTokenRequest), defaultValues: { name: '' } });
  const onSubmit = handleSubmit(async (body) => {
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  });
  return (
    <FormDialogBody
      title={t('scim.createTitle')}
      onSubmit={onSubmit}
      cancel={{ label: t('cancel'), onClick: onCancel }}
      submit={{ label: t('scim.createConfirm'), submitting: isSubmitting }}
    >
      <Field
        label={t('scim.nameLabel')}
        hint={t('scim.nameHint')}
        validationMessage={errors.name?.message}
        required
      >
        <Input {...register('name')} />
      </Field>
    </FormDialogBody>
  );
}

function Shown({ created, onDone }: { created: ScimTokenCreated; onDone: () => void }) {
  const { t } = useTranslation('security');
  const styles = useStyles();
  return (
    <DialogBody>
      <DialogTitle>{t('scim.shownTitle', { name: created.name })}</DialogTitle>
      <DialogContent className={styles.content}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('scim.shownOnce')}</MessageBarBody>
        </MessageBar>
        <CopyField label={t('scim.baseUrl')} value={created.baseUrl} />
        <CopyField label={t('scim.token')} value={created.token} monospace />
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={onDone}>
          {t('scim.done')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
