import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { msTeamsRedeemRequest } from '#shared/contract/ms-teams';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { redeemLinkCode } from '../api/ms-teams-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  field: { alignSelf: 'stretch' },
});

const codeForm = msTeamsRedeemRequest.pick({ code: true });
type CodeForm = { code: string };

/** Teams puts the account in the tab's address; outside Teams the placeholders stay unreplaced. */
const fromTeams = (value: string | null) => (value && !value.includes('{') ? value : null);

/**
 * The Kudos tab in Teams (the manifest's personal tab, /teams-link/tab): no Kudos session needed.
 * The member types the code their Kudos page shows; the code names the member, Teams the account.
 */
export function TeamsTabPage() {
  const { t } = useTranslation('ms-teams');
  const styles = useStyles();
  const [params] = useSearchParams();
  const upn = fromTeams(params.get('upn'));
  const oid = fromTeams(params.get('oid'));
  const [linked, setLinked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: formResolver(codeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!upn || !oid) return;
    setFailure(null);
    try {
      const { memberName } = await redeemLinkCode({ code, teamsUserId: oid, userPrincipalName: upn });
      setLinked(memberName);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['code'])) setFailure(errorMessage(error, t));
    }
  });

  return (
    <PublicFrame title={t('tab.title')}>
      {!upn || !oid ? (
        <Text>{t('tab.outsideTeams')}</Text>
      ) : linked ? (
        <>
          <MessageBar intent="success">
            <MessageBarBody>{t('tab.linked', { name: linked, account: upn })}</MessageBarBody>
          </MessageBar>
          <RouterLink to="/home">{t('tab.open')}</RouterLink>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Text block>{t('tab.intro', { account: upn })}</Text>
          <Field
            className={styles.field}
            label={t('tab.code')}
            hint={t('tab.codeHint')}
            validationMessage={errors.code?.message}
            required
          >
            <Input
              {...register('code')}
              value={watch('code')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
            />
          </Field>
          {failure ? (
            <MessageBar intent="error">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          ) : null}
          <Button appearance="primary" type="submit" disabled={isSubmitting}>
            {t('tab.link')}
          </Button>
          <Text block>
            <RouterLink to="/home">{t('tab.open')}</RouterLink>
          </Text>
        </form>
      )}
    </PublicFrame>
  );
}
