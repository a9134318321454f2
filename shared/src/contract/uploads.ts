import { z } from 'zod';
import { idSchema } from './common.ts';

/** What each upload path may receive (001 §5 attachments; 000 §7 uploads). */
export const uploadPurposes = [
  'recognition',
  'avatar',
  'logo',
  'banner',
  'announcement',
  'award',
  'cardBackground',
  'cardSignature',
  'incentiveBadge',
  'incentiveProof',
  'resource',
  'resourceCover',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

export const attachmentContentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const imageContentTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** A resource's file: an attachment or a short video (docs/resource.md). */
export const resourceFileContentTypes = [...attachmentContentTypes, 'video/mp4'] as const;

export const fileTooLargeMessage = 'The file exceeds the maximum size limit, upload a smaller file';

export const initiateUploadRequest = z.object({
  originalFilename: z.string().trim().min(1, { error: 'Choose a file' }).max(255),
  contentType: z.string().trim().min(1).max(255),
  /** Announcements: an image shown inside the body (images only) rather than an attachment. */
  inline: z.boolean().optional(),
});

export const mediaObjectType = z.enum(['image', 'gif', 'document']);
export const mediaObject = z.object({
  id: idSchema,
  originalFilename: z.string(),
  contentType: z.string(),
  type: mediaObjectType,
});

/** Like an S3 presigned POST: post `fields` (in order) plus `file` as multipart to `url`. */
export const initiateUploadResponse = z.object({
  mediaObject,
  upload: z.object({
    url: z.string(),
    fields: z.array(z.tuple([z.string(), z.string()])),
  }),
});

export const completedUpload = z.object({
  id: idSchema,
  originalFilename: z.string(),
  type: mediaObjectType,
  url: z.string(),
  variants: z.record(z.string(), z.string()),
});
