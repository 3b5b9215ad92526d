import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server the dev server forwards to (npm start serves it on 8080). */
const apiTarget = 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app, so browsers keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
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
