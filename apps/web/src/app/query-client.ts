import { QueryClient } from '@tanstack/react-query';

/** One cache for the app; requests retry in the API client, not here. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});
