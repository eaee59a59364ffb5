import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
// Directly, not through shell/index.ts: the entry must not pull the shell's API (and zod) in.
import { StaffI18nProvider } from '../features/shell/staff-i18n.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffI18nProvider>
        <RouterProvider router={router} />
      </StaffI18nProvider>
    </QueryClientProvider>
  );
}
