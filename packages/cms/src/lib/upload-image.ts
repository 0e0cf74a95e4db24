import { http } from 'shared-auth';
import type { ImageUploader } from 'ui-kit/form';
import { CMS_UPLOADS_PATH } from './cms-areas';

/** An upload can take a while on a slow line: longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The address in an upload's answer: `{ success, data: { url } }` (or `data` the address itself). */
export function readUploadUrl(body: unknown): string {
  if (!isRecord(body) || body.success !== true) throw new Error('The upload was not accepted');
  const { data } = body;
  if (typeof data === 'string' && data) return data;
  if (isRecord(data) && typeof data.url === 'string' && data.url) return data.url;
  throw new Error('The server answered the upload without an address');
}

/** `POST /cms/uploads` (docs/rules/cms.md#images): multipart `file`, answers where it is served. */
export const uploadCmsImage: ImageUploader = async (file, { onProgress, signal }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await http.post<unknown>(CMS_UPLOADS_PATH, form, {
    signal,
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      onProgress({
        loaded: event.loaded,
        total,
        percent: total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : null,
      });
    },
  });
  return readUploadUrl(response.data);
};
