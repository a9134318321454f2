import { describe, expect, it } from 'vitest';
import type { Signature } from '#shared/contract/card';
import { signatureBody, signatureChanges, signatureForm, signatureFormOf } from './signature-form.ts';

const mediaId = '00000000-0000-4000-8000-0000000000c1';
const signed: Signature = {
  id: '00000000-0000-4000-8000-0000000000d1',
  cardId: '00000000-0000-4000-8000-0000000000a1',
  author: null,
  message: 'Happy birthday!',
  gif: { url: 'https://gifs.example/cake.gif', title: 'Cake' },
  image: null,
  permissions: ['edit'],
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};

describe('the signature form', () => {
  it('takes a message and one of a GIF and an image', () => {
    const both = signatureForm.safeParse({
      message: 'Hi',
      gif: { url: 'https://gifs.example/a.gif' },
      image: { mediaObjectId: mediaId, url: '/i.png', name: 'i.png' },
    });
    expect(both.error?.issues[0]).toMatchObject({
      path: ['image'],
      message: 'Add a GIF or an image, not both',
    });
    expect(signatureForm.safeParse({ message: '   ', gif: null, image: null }).success).toBe(false);
    expect(signatureForm.safeParse({ message: 'x'.repeat(501), gif: null, image: null }).success).toBe(false);
    const form = signatureForm.parse({
      message: ' Hi ',
      gif: null,
      image: { mediaObjectId: mediaId, url: '/i', name: 'i' },
    });
    expect(signatureBody(form)).toEqual({ message: 'Hi', gif: null, mediaObjectId: mediaId });
  });

  it('sends only what an edit changed, null to take the GIF or image off', () => {
    const same = signatureForm.parse({ ...signatureFormOf(signed), message: 'Happy birthday, Sam!' });
    expect(signatureChanges(same, signed)).toEqual({ message: 'Happy birthday, Sam!' });
    const swapped = signatureForm.parse({
      message: signed.message,
      gif: null,
      image: { mediaObjectId: mediaId, url: '/i', name: 'i' },
    });
    expect(signatureChanges(swapped, signed)).toEqual({
      message: signed.message,
      gif: null,
      mediaObjectId: mediaId,
    });
  });
});
