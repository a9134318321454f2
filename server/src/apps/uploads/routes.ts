import fastifyMultipart from '@fastify/multipart';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { maxAttachmentBytes } from '#shared/constants';
import { signatureImageMaxBytes } from '#shared/contract/card';
import { errorBody } from '#shared/contract/common';
import {
  attachmentContentTypes,
  completedUpload,
  fileTooLargeMessage,
  imageContentTypes,
  initiateUploadRequest,
  initiateUploadResponse,
  resourceFileContentTypes,
  type UploadPurpose,
} from '#shared/contract/uploads';
import { inTenant } from '../../db/client.ts';
import { media, uploadIntents } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import { ApiError, conflict, forbidden, invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { signPolicy, verifyPolicy } from './policy.ts';
import { renderVariants } from './variants.ts';

const uploadUrl = '/api/media/uploads';
const policyLifetimeMs = 15 * 60_000;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

const allowedTypes: Record<UploadPurpose, readonly string[]> = {
  recognition: attachmentContentTypes,
  avatar: imageContentTypes,
  logo: imageContentTypes,
  banner: imageContentTypes,
  announcement: attachmentContentTypes,
  award: imageContentTypes,
  cardBackground: imageContentTypes,
  cardSignature: imageContentTypes,
  incentiveBadge: imageContentTypes,
  incentiveProof: attachmentContentTypes,
  resource: resourceFileContentTypes,
  resourceCover: imageContentTypes,
};
const typeNames: Record<UploadPurpose, string> = {
  recognition: 'Upload a JPG, PNG, GIF, WebP, PDF, DOCX or PPTX file',
  avatar: 'Upload a JPG, PNG, GIF or WebP image',
  logo: 'Upload a JPG, PNG, GIF or WebP image',
  banner: 'Upload a JPG, PNG, GIF or WebP image',
  announcement: 'Upload a JPG, PNG, GIF, WebP, PDF, DOCX or PPTX file',
  award: 'Upload a JPG, PNG, GIF or WebP image',
  cardBackground: 'Upload a JPG, PNG, GIF or WebP image',
  cardSignature: 'Upload a JPG, PNG, GIF or WebP image',
  incentiveBadge: 'Upload a JPG, PNG, GIF or WebP image',
  incentiveProof: 'Upload a JPG, PNG, GIF, WebP, PDF, DOCX or PPTX file',
  resource: 'Upload a JPG, PNG, GIF, WebP, PDF, DOCX, PPTX or MP4 file',
  resourceCover: 'Upload a JPG, PNG, GIF or WebP image',
};
/** Kinds smaller than any attachment (docs/card.md); the others take maxAttachmentBytes. */
const maxBytesOf: Partial<Record<UploadPurpose, number>> = { cardSignature: signatureImageMaxBytes };

/** Who may start each kind of upload. */
const gates: Record<UploadPurpose, (services: Services, request: FastifyRequest) => Promise<MemberAuth>> = {
  recognition: (services, request) =>
    requirePermission(services, request, 'recognitionApp', 'createRecognition'),
  avatar: async (_services, request) => requireMember(request),
  logo: (services, request) => requirePermission(services, request, 'identityApp', 'editBanner'),
  banner: (services, request) => requirePermission(services, request, 'identityApp', 'editBanner'),
  announcement: (services, request) => requirePermission(services, request, 'announcementApp', 'manage'),
  // Award badges are set on award types: whoever may create one (docs/award.md).
  award: async (services, request) => {
    const auth = requireMember(request);
    const grant = await grantOf(services, request);
    if (!holds(grant, 'awardApp', 'manage') && !holds(grant, 'awardApp', 'createAwardType'))
      throw forbidden();
    return auth;
  },
  // A card's own background, or one for the library (docs/card.md).
  cardBackground: async (services, request) => {
    const auth = requireMember(request);
    const grant = await grantOf(services, request);
    if (!['createCard', 'createOtherCard', 'manage'].some((p) => holds(grant, 'cardApp', p)))
      throw forbidden();
    return auth;
  },
  cardSignature: (services, request) => requirePermission(services, request, 'cardApp', 'browse'),
  // Incentive badges: whoever may create or manage incentives; proofs: whoever may claim (docs/incentive.md).
  incentiveBadge: async (services, request) => {
    const auth = requireMember(request);
    const grant = await grantOf(services, request);
    if (!holds(grant, 'incentiveApp', 'manage') && !holds(grant, 'incentiveApp', 'createIncentive'))
      throw forbidden();
    return auth;
  },
  incentiveProof: (services, request) => requirePermission(services, request, 'incentiveApp', 'browse'),
  // A resource's file and cover: whoever may manage the hub (docs/resource.md).
  resource: (services, request) => requirePermission(services, request, 'resourceApp', 'manage'),
  resourceCover: (services, request) => requirePermission(services, request, 'resourceApp', 'manage'),
};

const mediaType = (contentType: string) =>
  contentType === 'image/gif' ? 'gif' : contentType.startsWith('image/') ? 'image' : 'document';

/**
 * Uploads in two steps, like an S3 presigned POST (000 §7, 001 §7): an initiate call answers a
 * media id, a URL and signed form fields; a multipart POST of those fields and the file to that
 * URL stores it. The signed policy fixes the tenant, the type and the size; the type is then
 * checked against the file's bytes, so a renamed file is refused.
 */
export function uploadRoutes(api: ZodApi, services: Services): void {
  const initiate = (path: string, purpose: UploadPurpose) =>
    api.post(
      path,
      {
        schema: {
          tags: ['uploads'],
          body: initiateUploadRequest,
          response: { 201: initiateUploadResponse, ...errors },
        },
      },
      async (request, reply) => {
        const auth = await gates[purpose](services, request);
        const { originalFilename, contentType } = request.body;
        const type = contentType.toLowerCase();
        // An image inside an announcement's body (the inline flag, 000 §7) must be an image.
        const inlineImage = purpose === 'announcement' && request.body.inline === true;
        const allowed = inlineImage ? imageContentTypes : allowedTypes[purpose];
        if (!allowed.includes(type)) {
          throw invalid('contentType', inlineImage ? typeNames.avatar : typeNames[purpose]);
        }
        const expiresAt = new Date(services.now().getTime() + policyLifetimeMs);
        const [intent] = await withTenant(services, auth, (tx) =>
          tx
            .insert(uploadIntents)
            .values({
              tenantId: auth.tenantId,
              memberId: auth.memberId,
              purpose,
              originalFilename,
              contentType: type,
              expiresAt,
            })
            .returning(),
        );
        if (!intent) throw new Error('upload intent not stored');
        const signed = await signPolicy(services.db, {
          mediaId: intent.id,
          tenantId: auth.tenantId,
          purpose,
          contentType: type,
          maxBytes: maxBytesOf[purpose] ?? maxAttachmentBytes,
          expiresAt: expiresAt.toISOString(),
        });
        return reply.status(201).send({
          mediaObject: { id: intent.id, originalFilename, contentType: type, type: mediaType(type) },
          upload: {
            url: uploadUrl,
            fields: [
              ['key', intent.id],
              ['Content-Type', type],
              ['policy', signed.policy],
              ['x-kudos-signature', signed.signature],
            ],
          },
        });
      },
    );

  initiate('/recognition/uploads/recognition', 'recognition');
  initiate('/identity/uploads/avatar', 'avatar');
  initiate('/identity/uploads/logo', 'logo');
  initiate('/identity/uploads/banner', 'banner');
  initiate('/announcement/uploads/announcement', 'announcement');
  initiate('/award/uploads/award', 'award');
  initiate('/card/uploads/cardBackground', 'cardBackground');
  initiate('/card/uploads/cardSignature', 'cardSignature');
  initiate('/incentive/uploads/badges', 'incentiveBadge');
  initiate('/incentive/uploads/proofs', 'incentiveProof');
  initiate('/resource/uploads/resource', 'resource');
  initiate('/resource/uploads/resourceCover', 'resourceCover');

  api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxAttachmentBytes, files: 1, fields: 10, fieldSize: 4096 },
    });
    scope.post(
      '/media/uploads',
      {
        schema: {
          tags: ['uploads'],
          description: 'The multipart POST of an initiated upload: its fields first, then `file`.',
          consumes: ['multipart/form-data'],
          security: [],
          response: { 201: completedUpload, ...errors, 409: errorBody, 413: errorBody },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw invalid('file', 'Send the upload as multipart/form-data');
        const part = await request.file();
        if (!part) throw invalid('file', 'Choose a file');
        const field = (name: string) => {
          const value = part.fields[name];
          return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
        };
        const policy = await verifyPolicy(
          services.db,
          field('policy'),
          field('x-kudos-signature'),
          services.now(),
        );
        if (!policy || policy.mediaId !== field('key')) {
          part.file.resume();
          throw new ApiError(403, 'ForbiddenError', 'This upload link is invalid or has expired');
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new ApiError(413, 'PayloadTooLargeError', fileTooLargeMessage);
          }
          throw error;
        }
        if (bytes.length > policy.maxBytes)
          throw new ApiError(413, 'PayloadTooLargeError', fileTooLargeMessage);
        const purpose = policy.purpose as UploadPurpose;
        const detected = await fileTypeFromBuffer(bytes);
        if (detected?.mime !== policy.contentType) {
          throw invalid('file', `The file is not what its name says. ${typeNames[purpose]}`);
        }

        const rendered =
          mediaType(policy.contentType) === 'document'
            ? null
            : await renderVariants(bytes, policy.contentType, purpose).catch(() => {
                throw invalid('file', 'This image could not be read');
              });
        const prefix = `uploads/${policy.tenantId}/${policy.mediaId}`;
        const ext = detected.ext;
        const keys: Record<string, string> = { original: `${prefix}/original.${ext}` };

        const row = await inTenant(services.db, { tenantId: policy.tenantId, userId: null }, async (tx) => {
          // One file per policy: the intent is completed once, before anything is stored.
          const [intent] = await tx
            .update(uploadIntents)
            .set({ completedAt: services.now() })
            .where(
              and(
                eq(uploadIntents.id, policy.mediaId),
                isNull(uploadIntents.completedAt),
                gt(uploadIntents.expiresAt, services.now()),
              ),
            )
            .returning();
          if (!intent) throw conflict('This upload was already used or has expired');
          await services.storage.put(keys.original as string, rendered?.original ?? bytes);
          for (const [name, variant] of Object.entries(rendered?.variants ?? {})) {
            keys[name] = `${prefix}/${name}.${ext}`;
            await services.storage.put(keys[name] as string, variant);
          }
          const [stored] = await tx
            .insert(media)
            .values({
              id: policy.mediaId,
              tenantId: policy.tenantId,
              kind: mediaType(policy.contentType) === 'document' ? 'doc' : mediaType(policy.contentType),
              contentType: policy.contentType,
              originalFilename: intent.originalFilename,
              variants: keys,
            })
            .returning();
          return { stored, intent };
        });
        if (!row.stored) throw new Error('media not stored');
        const urls = mediaUrls(row.stored);
        return reply.status(201).send({
          id: row.stored.id,
          originalFilename: row.intent.originalFilename,
          type: mediaType(policy.contentType),
          url: urls.url,
          variants: urls.variants,
        });
      },
    );
  });
}
