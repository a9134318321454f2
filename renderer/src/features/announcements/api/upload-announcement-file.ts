import axios from 'axios';
import { completedUpload, initiateUploadResponse } from '#shared/contract/uploads';
import { apiClient } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-error.ts';

/** The announcement upload policy (000 §7, Uploads). */
export const announcementUploadPath = '/announcement/uploads/announcement';

/**
 * Uploads a file for an announcement: an attachment below the body, or (inline) an image inside
 * the body, which the policy limits to images. The same two steps as lib/upload-media.ts
 * (initiate, then the signed multipart POST), with the inline flag in the initiate body.
 */
export async function uploadAnnouncementFile(file: File, options: { inline: boolean }) {
  const initiated = initiateUploadResponse.parse(
    (
      await apiClient.post(announcementUploadPath, {
        originalFilename: file.name,
        contentType: file.type || 'application/octet-stream',
        ...(options.inline ? { inline: true } : {}),
      })
    ).data,
  );
  const form = new FormData();
  for (const [name, value] of initiated.upload.fields) form.append(name, value);
  form.append('file', file);
  const base = new URL(apiClient.defaults.baseURL ?? '/api', window.location.href);
  try {
    const response = await axios.post(new URL(initiated.upload.url, base).toString(), form);
    return completedUpload.parse(response.data);
  } catch (error) {
    throw toApiError(error);
  }
}
