import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { goToMaintenance, router } from './router.tsx';
import { wireSession } from './session-wiring.ts';

const queryClient = createQueryClient();
wireSession(queryClient, goToMaintenance);

export function App() {
  return (
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FluentProvider>
  );
}
