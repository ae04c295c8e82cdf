import { QueryClientProvider } from '@tanstack/react-query';
import { CompanyGate } from './company-gate';
import { queryClient } from './query-client';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CompanyGate router={router} />
    </QueryClientProvider>
  );
}
