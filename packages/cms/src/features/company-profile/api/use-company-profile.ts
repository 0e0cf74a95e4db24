import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { FailedAnswerError, http } from 'shared-auth';
import { cmsPath, type CompanyProfile } from '../../../lib/cms-areas';
import { cmsListKey } from '../../../lib/use-cms-list';

/**
 * The one company profile, or null when there is none yet (docs/rules/cms.md#screens). `GET
 * /cms/company-profile` answers `{ success, data }` with the record, null, or a list of at most one.
 */
export function readCompanyProfile(body: unknown): CompanyProfile | null {
  if (typeof body !== 'object' || body === null || !('success' in body)) {
    throw new Error('The server answered the company profile without success');
  }
  const answer = body as { success: unknown; data?: unknown };
  if (answer.success !== true) throw new FailedAnswerError(200, body);
  const { data } = answer;
  const record = Array.isArray(data) ? data[0] : data;
  return typeof record === 'object' && record !== null ? (record as CompanyProfile) : null;
}

export function useCompanyProfile(): UseQueryResult<CompanyProfile | null> {
  return useQuery({
    queryKey: cmsListKey('company-profile'),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(cmsPath('company-profile'), { signal });
      return readCompanyProfile(response.data);
    },
    refetchOnWindowFocus: false,
  });
}
