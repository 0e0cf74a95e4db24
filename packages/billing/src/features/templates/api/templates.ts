import {
  BILLING_TEMPLATES_PATH,
  INVOICES_PATH,
  billingTemplatePath,
  billingTemplatePreviewPath,
} from 'contracts/paths';
import type {
  Invoice,
  MessageEvent,
  Template,
  TemplatePreview,
  TemplatePreviewInput,
  UpdateTemplateInput,
} from 'contracts/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { successEnvelope, type SaveResponse } from 'ui-kit/envelope';

export { BILLING_TEMPLATES_PATH };

/** `GET /billing/templates`: every event's wording, read by every signed-in user. */
export function useTemplates() {
  return useQuery({
    queryKey: [BILLING_TEMPLATES_PATH],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(BILLING_TEMPLATES_PATH, { signal });
      return successEnvelope.readRecord<Template[]>(response.data);
    },
  });
}

/** `PUT /billing/templates/{event}` (admins): a variable the event does not fill is a 400. */
export function useSaveTemplate(): (
  event: MessageEvent,
  values: UpdateTemplateInput,
) => Promise<SaveResponse<Template>> {
  const queryClient = useQueryClient();
  return async (event, values) => {
    const response = await http.put<unknown>(billingTemplatePath(event), values);
    const saved = successEnvelope.readSave<Template>(response.data);
    await queryClient.invalidateQueries({ queryKey: [BILLING_TEMPLATES_PATH] });
    return saved;
  };
}

/** How many recent invoices the preview offers to fill a template with. */
export const PREVIEW_INVOICES = 10;

/** The newest invoices, to preview a template with a real one's data. */
export function useRecentInvoices() {
  return useQuery({
    queryKey: [INVOICES_PATH, 'recent', PREVIEW_INVOICES],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(INVOICES_PATH, {
        signal,
        params: { page: 1, perPage: PREVIEW_INVOICES, sortCol: 'issuedAt', sortDir: 'desc' },
      });
      return successEnvelope.readRecord<Invoice[]>(response.data);
    },
  });
}

/** `POST /billing/templates/{event}/preview`: the text as the server would send it for an invoice. */
export function useServerPreview(
  event: MessageEvent,
  input: Required<TemplatePreviewInput> | null,
) {
  return useQuery({
    queryKey: [billingTemplatePreviewPath(event), input],
    enabled: input !== null,
    queryFn: async ({ signal }) => {
      const response = await http.post<unknown>(billingTemplatePreviewPath(event), input, {
        signal,
      });
      return successEnvelope.readRecord<TemplatePreview>(response.data);
    },
    placeholderData: (previous) => previous,
  });
}
