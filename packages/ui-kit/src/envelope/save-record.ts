import { http } from 'shared-auth';
import { successEnvelope, type Envelope, type SaveResponse } from './envelope';

/**
 * Saves a record: no id creates it (`POST path`), an id updates it (`PUT path/{id}`). The answer
 * is read with the resource's envelope (the `{ success, data }` one by default).
 */
export async function saveRecord<TRecord>(
  path: string,
  id: string | null,
  body: unknown,
  envelope: Envelope = successEnvelope,
): Promise<SaveResponse<TRecord>> {
  const response =
    id === null
      ? await http.post<unknown>(path, body)
      : await http.put<unknown>(`${path}/${encodeURIComponent(id)}`, body);
  return envelope.readSave<TRecord>(response.data);
}
