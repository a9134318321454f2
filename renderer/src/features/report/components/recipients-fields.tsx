import { Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { MembersPicker, type PickedMember } from '../../../components/members-picker.tsx';

export type Recipients = { members: PickedMember[]; emails: string };

/** Typed addresses, split on commas, semicolons, spaces and lines. */
export const typedEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** Who a report mail goes to: the organization's members, and addresses typed in. */
export function RecipientsFields(props: {
  value: Recipients;
  onChange: (next: Recipients) => void;
  error?: string;
}) {
  const { value, onChange, error } = props;
  const { t } = useTranslation('report');
  return (
    <>
      <MembersPicker
        label={t('share.recipients')}
        value={value.members}
        onChange={(members) => onChange({ ...value, members })}
        error={error}
      />
      <Field label={t('share.otherAddresses')} hint={t('share.otherAddressesHint')}>
        <Textarea value={value.emails} onChange={(_, data) => onChange({ ...value, emails: data.value })} />
      </Field>
    </>
  );
}
