import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../components/api-client/api-request-error.ts';

/** Answers that will not change on a retry: client errors (4xx). */
function isFinal(error: unknown): boolean {
  return isApiRequestError(error) && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
