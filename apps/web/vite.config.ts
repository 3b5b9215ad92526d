import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenPreload } from './first-screen-preload.ts';

/** The API server the dev server forwards to (npm start serves it on 8080). */
const apiTarget = 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), firstScreenPreload()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app and every page needs them, so they stay one
        // chunk that browsers keep across releases. Everything else (MUI included) is split by rolldown along the
        // lazy screens (decision 180): a first screen loads only the MUI components it draws.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/img': apiTarget,
    },
  },
});
