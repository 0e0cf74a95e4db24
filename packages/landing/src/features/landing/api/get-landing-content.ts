import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { normalizeLandingContent } from './normalize-landing-content';
import { EMPTY_LANDING_CONTENT, type LandingContent } from 'contracts/landing';

export const LANDING_CONTENT_PATH = '/public/landing';

export async function getLandingContent(signal?: AbortSignal): Promise<LandingContent> {
  const response = await http.get<unknown>(LANDING_CONTENT_PATH, { signal });
  return normalizeLandingContent(response.data);
}

export const landingContentQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'landing'] as const,
    queryFn: ({ signal }) => getLandingContent(signal),
    // CMS content changes rarely; a visitor going to /login and back should not refetch it.
    staleTime: 5 * 60_000,
    // The static page is complete without this content: when the call fails, show it at once
    // instead of making the visitor wait through retries.
    retry: false,
  });

/**
 * The CMS content of the public page. While loading, or when the call fails (the endpoint may not
 * exist on an older server), this is empty content, so sections appear only when there is data.
 */
export function useLandingContent(): LandingContent {
  const { data } = useQuery(landingContentQueryOptions());
  return data ?? EMPTY_LANDING_CONTENT;
}
