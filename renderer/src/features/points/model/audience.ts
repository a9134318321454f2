import type { TFunction } from 'i18next';
import { z } from 'zod';
import { pointsAudience } from '#shared/contract/points';
import type { PickedRecipient } from '../../../components/recipients-picker.tsx';

/** Who a fund allocation or a payout expiry reaches, as the form holds it. */
export const audienceScopes = ['everyone', 'chosen'] as const;
export type AudienceScope = (typeof audienceScopes)[number];

/** The form's audience fields: everyone, or at least one chosen member or team. */
export const audienceFields = {
  scope: z.enum(audienceScopes),
  recipients: z.array(z.custom<PickedRecipient>()),
};

/** Adds the "choose someone" check to a form holding the audience fields. */
export const withAudienceCheck =
  <T extends { scope: AudienceScope; recipients: PickedRecipient[] }>(t: TFunction) =>
  (value: T, context: z.RefinementCtx) => {
    if (value.scope === 'chosen' && value.recipients.length === 0) {
      context.addIssue({ code: 'custom', path: ['recipients'], message: t('audience.required') });
    }
  };

/** The audience as the API takes it (`pointsAudience` of the contract). */
export function audienceOf(
  scope: AudienceScope,
  recipients: PickedRecipient[],
): z.output<typeof pointsAudience> {
  if (scope === 'everyone') return pointsAudience.parse({ tenantWide: true });
  return pointsAudience.parse({
    tenantWide: false,
    memberIds: recipients
      .filter((recipient) => recipient.type === 'tenantMember')
      .map((recipient) => recipient.id),
    teamIds: recipients.filter((recipient) => recipient.type === 'team').map((recipient) => recipient.id),
  });
}

/** The audience in words, for a confirmation: "everyone", "Eve Curie", "Eve Curie and Design". */
export function audienceName(
  scope: AudienceScope,
  recipients: PickedRecipient[],
  t: TFunction,
  language: string,
): string {
  if (scope === 'everyone') return t('audience.everyoneName');
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    recipients.map((recipient) => recipient.name),
  );
}
