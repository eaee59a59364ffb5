import { QueryClient } from '@tanstack/react-query';

/** The one query cache; route loaders fill it before a page shows. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
