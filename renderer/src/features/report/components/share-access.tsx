import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportId, ReportShare } from '#shared/contract/report';
import { MembersPicker, type PickedMember } from '../../../components/members-picker.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { reportKeys, reportQueries, shareQueries } from '../api/report-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  // A group of checkboxes is a fieldset: a Field gives its one control id to each of them, so
  // every label would name the first box.
  boxes: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});

/** share/access: the members, teams and roles (built-in and custom) who may view the report under "Analytics". */
export function ShareAccess({ id }: { id: ReportId }) {
  const { t } = useTranslation('report');
  const shares = useQuery(shareQueries.shares(id));
  if (shares.isPending) return <Spinner label={t('loading')} />;
  if (shares.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  return <AccessForm id={id} initial={shares.data.results} />;
}

function AccessForm({ id, initial }: { id: ReportId; initial: ReportShare[] }) {
  const { t } = useTranslation('report');
  const styles = useStyles();
  const toasts = useToasts();
  const client = useQueryClient();
  const teams = useQuery(reportQueries.teams());
  const roles = useQuery(shareQueries.roles());
  const of = (type: ReportShare['targetType']) => initial.filter((share) => share.targetType === type);
  const [members, setMembers] = useState<PickedMember[]>(
    of('tenantMember').map((share) => ({ id: share.targetId, name: share.name })),
  );
  const [teamIds, setTeamIds] = useState(new Set(of('team').map((share) => share.targetId)));
  const [roleIds, setRoleIds] = useState(new Set(of('role').map((share) => share.targetId)));
  const save = useMutation({
    mutationFn: async () =>
      apiClient.put(`/report/reports/${id}/shares`, {
        shares: [
          ...members.map((member) => ({ targetType: 'tenantMember', targetId: member.id })),
          ...[...teamIds].map((teamId) => ({ targetType: 'team', targetId: teamId })),
          ...[...roleIds].map((role) => ({ targetType: 'role', targetId: role })),
        ],
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reportKeys.all });
      toasts.success(t('share.accessSaved'));
    },
    onError: (error) => toasts.error(errorMessage(error, t)),
  });
  const toggle = (set: Set<string>, value: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Text>{t('share.accessIntro')}</Text>
      <MembersPicker label={t('share.members')} value={members} onChange={setMembers} />
      <fieldset className={styles.boxes}>
        <legend className={styles.legend}>
          <Text weight="semibold">{t('share.teams')}</Text>
        </legend>
        {(teams.data?.results ?? []).map((team) => (
          <Checkbox
            key={team.id}
            label={team.name}
            checked={teamIds.has(team.id)}
            onChange={(_, data) => setTeamIds(toggle(teamIds, team.id, data.checked === true))}
          />
        ))}
      </fieldset>
      <fieldset className={styles.boxes}>
        <legend className={styles.legend}>
          <Text weight="semibold">{t('share.roles')}</Text>
        </legend>
        {(roles.data?.results ?? []).map((role) => (
          <Checkbox
            key={role.id}
            // Built-in roles in the reader's language; custom roles by the name the organization gave them.
            label={role.builtIn ? t(`share.role.${role.id}`) : role.name}
            checked={roleIds.has(role.id)}
            onChange={(_, data) => setRoleIds(toggle(roleIds, role.id, data.checked === true))}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" appearance="primary" disabled={save.isPending}>
          {t('share.saveAccess')}
        </Button>
      </div>
    </form>
  );
}
