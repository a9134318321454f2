import { z } from 'zod';
import {
  type Signature,
  type SignatureRequest,
  type SignatureUpdate,
  signatureRequest,
} from '#shared/contract/card';
import type { ChosenGif } from '../../../components/gif-search-dialog.tsx';

/** An image the signer uploaded (POST /card/uploads/cardSignature), with its preview. */
export type SignatureImage = { mediaObjectId: string; url: string; name: string };

/** The "Sign this card" dialog: a message, and a GIF or an image. */
export const signatureForm = z
  .object({
    message: signatureRequest.shape.message,
    gif: z.custom<ChosenGif | null>(),
    image: z.custom<SignatureImage | null>(),
  })
  .refine((value) => !(value.gif && value.image), {
    path: ['image'],
    error: 'Add a GIF or an image, not both',
  });
export type SignatureForm = z.input<typeof signatureForm>;

export const emptySignature: SignatureForm = { message: '', gif: null, image: null };

export function signatureBody(form: z.output<typeof signatureForm>): SignatureRequest {
  return {
    message: form.message,
    gif: form.gif ? { url: form.gif.url, title: form.gif.title ?? null } : null,
    mediaObjectId: form.image?.mediaObjectId ?? null,
  };
}

/** The dialog's fields for editing one's own signature. */
export function signatureFormOf(signature: Signature): SignatureForm {
  return {
    message: signature.message,
    gif: signature.gif ? { url: signature.gif.url, title: signature.gif.title ?? null } : null,
    image: signature.image ? { mediaObjectId: signature.image.id, url: signature.image.url, name: '' } : null,
  };
}

/** An edit sends the message, and the GIF or image only when they changed (null removes them). */
export function signatureChanges(form: z.output<typeof signatureForm>, before: Signature): SignatureUpdate {
  const changes: SignatureUpdate = { message: form.message };
  if ((form.gif?.url ?? null) !== (before.gif?.url ?? null))
    changes.gif = form.gif ? { url: form.gif.url, title: form.gif.title ?? null } : null;
  if ((form.image?.mediaObjectId ?? null) !== (before.image?.id ?? null))
    changes.mediaObjectId = form.image?.mediaObjectId ?? null;
  return changes;
}
