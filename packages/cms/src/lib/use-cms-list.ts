import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';
import { cmsPath, type CmsArea } from './cms-areas';

/** The cache key of an area's whole list (records of the area are `[path, { id }]`, ui-kit's form). */
export function cmsListKey(area: CmsArea): readonly [string, 'all'] {
  return [cmsPath(area), 'all'] as const;
}

/** `GET /cms/{area}`: every record of the area, `{ success, data: [...] }`. */
export async function fetchCmsList<TRecord>(
  area: CmsArea,
  signal?: AbortSignal,
): Promise<TRecord[]> {
  const response = await http.get<unknown>(cmsPath(area), { signal });
  return successEnvelope.readList<TRecord>(response.data, 0).result;
}

export function useCmsList<TRecord>(area: CmsArea): UseQueryResult<TRecord[]> {
  return useQuery({
    queryKey: cmsListKey(area),
    queryFn: ({ signal }) => fetchCmsList<TRecord>(area, signal),
    refetchOnWindowFocus: false,
  });
}
