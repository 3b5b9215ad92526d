import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';
import { preloadRoutes } from './routing/lazy-page.ts';
import { appRoutes, createAppRouter } from './router.tsx';

// The first address's screens start loading now, beside the session check rather than after it.
preloadRoutes(appRoutes, window.location.pathname);
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
