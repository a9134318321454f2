import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PickedRecipient } from '../../../components/recipients-picker.tsx';
import { audienceFields, audienceName, audienceOf, withAudienceCheck } from './audience.ts';

const t = ((key: string) => key) as unknown as TFunction;
const eve: PickedRecipient = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'tenantMember',
  name: 'Eve Curie',
  avatarUrl: null,
};
const design: PickedRecipient = {
  id: '00000000-0000-4000-8000-000000000002',
  type: 'team',
  name: 'Design',
  avatarUrl: null,
};

describe('audienceOf', () => {
  it('sends everyone as tenant-wide, and chosen members and teams by kind', () => {
    expect(audienceOf('everyone', [eve])).toEqual({ tenantWide: true, memberIds: [], teamIds: [] });
    expect(audienceOf('chosen', [eve, design])).toEqual({
      tenantWide: false,
      memberIds: [eve.id],
      teamIds: [design.id],
    });
  });
});

describe('withAudienceCheck', () => {
  const form = z.object(audienceFields).superRefine(withAudienceCheck(t));
  it('needs someone chosen unless it is everyone', () => {
    const empty = form.safeParse({ scope: 'chosen', recipients: [] });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['recipients'], message: 'audience.required' });
    expect(form.safeParse({ scope: 'everyone', recipients: [] }).success).toBe(true);
    expect(form.safeParse({ scope: 'chosen', recipients: [eve] }).success).toBe(true);
  });
});

describe('audienceName', () => {
  it('names the chosen ones as a list in the reader’s language', () => {
    expect(audienceName('chosen', [eve, design], t, 'en')).toBe('Eve Curie and Design');
    expect(audienceName('chosen', [eve, design], t, 'de')).toBe('Eve Curie und Design');
    expect(audienceName('everyone', [], t, 'en')).toBe('audience.everyoneName');
  });
});
