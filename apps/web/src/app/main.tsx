import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBlockingHistory } from '../components/blocking-history/blocking-history.ts';
import { AppProviders } from './providers.tsx';
import { preloadRoutes } from './routing/lazy-page.ts';
import { AppRouter, appRoutes } from './router.tsx';
import { registerServiceWorker } from './service-worker.ts';

// The first address's screens start loading now, beside the session check rather than after it.
preloadRoutes(appRoutes, window.location.pathname);
const history = createBlockingHistory();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter history={history} />
    </AppProviders>
  </StrictMode>,
);
