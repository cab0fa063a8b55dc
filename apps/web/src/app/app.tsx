import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { TooltipProvider } from '../components/tooltip.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
