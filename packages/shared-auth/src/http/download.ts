import axios, { type AxiosInstance } from 'axios';
import { http as sessionHttp } from '../instance';

export interface DownloadOptions {
  /** Query parameters of the call (a list's filter). */
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /** The client to call with; default the session's (bearer token, refresh on 401). */
  client?: AxiosInstance;
}

/** A blob's text through FileReader (older engines, and jsdom, lack `Blob.text()`). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });
}

/**
 * An error answer read as a blob carries the server's JSON as bytes: parsed back into the body so
 * `getErrorMessage` shows the server's own words ('Router not found'), not a generic text.
 */
async function readBlobError(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
    const raw = await blobText(error.response.data);
    try {
      error.response.data = JSON.parse(raw) as unknown;
    } catch {
      error.response.data = raw;
    }
  }
  throw error;
}

/**
 * Saves what `GET path` answers as a file named `filename`, through the signed-in client: the
 * bearer token goes in the header (a bare link would carry no session and be refused) and an
 * expired token is refreshed like any call. Resolves with the bytes' size once the browser has been
 * handed the file; rejects with the call's error (for `getErrorMessage`).
 */
export async function downloadFile(
  path: string,
  filename: string,
  { params, signal, client = sessionHttp }: DownloadOptions = {},
): Promise<number> {
  const response = await client
    .get<Blob>(path, { params, signal, responseType: 'blob' })
    .catch(readBlobError);
  const data: unknown = response.data;
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  const blob = data instanceof Blob ? data : new Blob([String(data)], { type });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the object to the browser's download; the URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return blob.size;
}
