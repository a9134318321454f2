import { describe, expect, it } from 'vitest';
import type { Card } from '#shared/contract/card';
import { cardForm, cardFormOf, createBody, newCardForm, updateBody } from './card-form.ts';

const sam = { id: '00000000-0000-4000-8000-000000000001', name: 'Sam Okafor' };
const libraryId = '00000000-0000-4000-8000-0000000000b1';
const uploadId = '00000000-0000-4000-8000-0000000000c1';

const card = (over: Partial<Card> = {}): Card => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  recipient: { id: sam.id, firstName: 'Sam', lastName: 'Okafor', avatarUrls: null, jobTitle: null },
  occasion: 'birthday',
  title: 'Happy birthday, Sam!',
  backgroundId: libraryId,
  background: { id: 'm1', url: '/full.png', variants: { 'card-thumbnail': '/thumb.png' } },
  deliverOn: '2026-11-25',
  status: 'scheduled',
  deliveredAt: null,
  creator: null,
  signatureCount: 0,
  contributorCount: 1,
  ownSignatureId: null,
  isContributor: true,
  permissions: ['edit'],
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...over,
});

describe('the card form', () => {
  it('starts from what the calendar said, today when it said no day', () => {
    const form = newCardForm({ recipient: sam, occasion: 'anniversary', today: '2026-11-25' });
    expect(form).toMatchObject({ recipient: [sam], occasion: 'anniversary', deliverOn: '2026-11-25' });
    expect(newCardForm({ today: '2026-01-02', deliverOn: '2026-02-03' }).deliverOn).toBe('2026-02-03');
  });

  it('asks for a recipient, a title, a real day and a background', () => {
    const result = cardForm.safeParse({
      recipient: [],
      occasion: 'birthday',
      title: '  ',
      deliverOn: '2026-02-30',
      background: null,
      contributors: [],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['recipient', 'title', 'deliverOn', 'background']));
    const background = result.error?.issues.find((issue) => issue.path[0] === 'background');
    expect(background?.message).toBe('Choose a background');
  });

  it('sends exactly one of a library background and an upload', () => {
    const parsed = cardForm.parse({
      recipient: [sam],
      occasion: 'birthday',
      title: 'Happy birthday, Sam!',
      deliverOn: '2026-11-25',
      background: { kind: 'upload', mediaObjectId: uploadId, url: '/u.png' },
      contributors: [],
    });
    expect(createBody(parsed)).toEqual({
      recipientId: sam.id,
      occasion: 'birthday',
      title: 'Happy birthday, Sam!',
      deliverOn: '2026-11-25',
      backgroundId: null,
      mediaObjectId: uploadId,
    });
    expect(createBody({ ...parsed, background: { kind: 'library', id: libraryId, url: '' } })).toMatchObject({
      backgroundId: libraryId,
      mediaObjectId: null,
    });
  });

  it('leaves an unchanged background out of an edit and sends a new one', () => {
    const existing = card();
    const form = cardForm.parse({ ...cardFormOf(existing), title: 'Happy 30th, Sam!' });
    expect(updateBody(form, existing)).toEqual({
      occasion: 'birthday',
      title: 'Happy 30th, Sam!',
      deliverOn: '2026-11-25',
    });
    const uploaded = card({ backgroundId: null, background: { id: uploadId, url: '/u.png', variants: {} } });
    expect(cardFormOf(uploaded).background).toEqual({
      kind: 'upload',
      mediaObjectId: uploadId,
      url: '/u.png',
    });
    expect(updateBody(cardForm.parse(cardFormOf(uploaded)), uploaded)).not.toHaveProperty('mediaObjectId');
    const other = '00000000-0000-4000-8000-0000000000b2';
    expect(
      updateBody({ ...form, background: { kind: 'library', id: other, url: '' } }, existing),
    ).toMatchObject({ backgroundId: other, mediaObjectId: null });
  });
});
