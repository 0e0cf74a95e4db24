import { CMS_COMPANY_PROFILE_PATH } from 'contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from 'shared-auth';

export interface CompanyOnCard {
  companyName: string;
  logo: string;
}

/**
 * The CMS company profile's name and logo for what the console prints (voucher cards, receipts);
 * null when there is none yet.
 */
export function useCompanyOnCard() {
  return useQuery({
    queryKey: [CMS_COMPANY_PROFILE_PATH, 'card'],
    queryFn: async ({ signal }): Promise<CompanyOnCard | null> => {
      const response = await http.get<unknown>(CMS_COMPANY_PROFILE_PATH, { signal });
      const body = response.data as { success?: unknown; data?: unknown };
      const record = Array.isArray(body?.data) ? body.data[0] : body?.data;
      if (typeof record !== 'object' || record === null) return null;
      const { companyName, logo } = record as Partial<CompanyOnCard>;
      return { companyName: companyName ?? '', logo: logo ?? '' };
    },
    refetchOnWindowFocus: false,
  });
}
