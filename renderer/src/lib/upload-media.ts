import axios from 'axios';
import { completedUpload, initiateUploadResponse } from '#shared/contract/uploads';
import { apiClient } from './api-client.ts';
import { toApiError } from './api-error.ts';

/**
 * The two-step upload (000 §7, Uploads): initiate at the kind's path (e.g.
 * `/recognition/uploads/recognition`, `/identity/uploads/avatar`), then a multipart POST of the
 * signed fields and the file. Answers the stored media object. `initiate` adds a kind's own fields to
 * the initiate body (an announcement's `inline: true`).
 */
export async function uploadMedia(initiatePath: string, file: File, initiate: Record<string, unknown> = {}) {
  const initiated = initiateUploadResponse.parse(
    (
      await apiClient.post(initiatePath, {
        originalFilename: file.name,
        contentType: file.type || 'application/octet-stream',
        ...initiate,
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
