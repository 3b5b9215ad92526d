import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenPreload } from './first-screen-preload.ts';
import { withoutCssVariablesThemes } from './without-css-variables-themes.ts';

/**
 * The app bar's next delivery (decision 501) with what it shares with only a few screens (the calendar rules, the
 * delivery endpoints, the clock): one chunk on the signed-in first screens instead of six small ones (decision 535).
 */
const nextDeliveryModules = new RegExp(
  [
    String.raw`packages[\\/]rules[\\/]src[\\/](calendar|cutoffs)\.ts`,
    String.raw`packages[\\/]contract[\\/]src[\\/]endpoints[\\/]delivery\.ts`,
    String.raw`src[\\/]components[\\/]clock[\\/]`,
    String.raw`src[\\/]features[\\/]delivery[\\/](api[\\/]get-next-delivery|utils[\\/]next-delivery-text|components[\\/]next-delivery-bar)\.`,
    String.raw`src[\\/]app[\\/]routes[\\/]use-next-delivery-in-view\.`,
    String.raw`src[\\/]features[\\/]checkout[\\/]api[\\/]cart-header-key\.`,
    String.raw`@mui[\\/]icons-material[\\/](LocalShippingOutlined|TimerOutlined)\.`,
  ].join('|'),
);

/** The API server the dev server forwards to (npm start serves it on 8080). */
const apiTarget = 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    withoutCssVariablesThemes(),
    react(),
    firstScreenPreload(),
    // Installable, and count mode offline (issue 34 item 5, decision 491): Workbox's service worker
    // from src/sw.ts, registered by src/app/service-worker.ts (not by the plugin's script: the
    // first screen stays as it was). Only the shell and the icons are precached.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Provender',
        short_name: 'Provender',
        description: 'Order from your distributor: order guides, counts and par levels, on the phone in the walk-in.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#008080',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: { globPatterns: ['index.html', 'favicon.svg'] },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app and every page needs them, so they stay one
        // chunk that browsers keep across releases. Everything else is split by rolldown along the lazy screens
        // (decision 180), except MUI's (and Emotion's) modules that ten or more chunks share: cut along the screens
        // they made dozens of chunks of a few hundred bytes, each gzipped alone; one chunk of them is 17 kB smaller
        // on /products than those pieces, though a page may load a shared component it does not draw (decision 313).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            // The signed-in shell's pieces (app bar, side menu, their MUI lists and icons) and, through their
            // imports, what the session and the providers share: one chunk instead of some twenty small ones
            // each first screen of a signed-in user fetched over six HTTP/1.1 connections (decision 367).
            {
              name: 'shell',
              test: /(node_modules[\\/]@mui[\\/]material[\\/](List|ListItem|ListItemButton|ListItemText|ListItemIcon|ListSubheader|Divider|AppBar|Toolbar|Drawer|Badge|Slide)[\\/])|(@mui[\\/]icons-material[\\/](Storefront|Search|Description|ShoppingCartCheckout|Settings)\.)|(src[\\/](components[\\/]app-shell|features[\\/]menu))/,
              priority: 2.5,
            },
            // Not in the shell group: /login loads that one, and does not draw the next delivery (decision 535).
            {
              name: 'next-delivery',
              test: nextDeliveryModules,
              priority: 2.4,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|clsx|react-is|hoist-non-react-statics|@babel)[\\/]/,
              // 11 since decision 535: at 10 the switches' base (SwitchBase) had joined it, on every first screen.
              minShareCount: 11,
              priority: 2,
            },
            // The same for the contract's schemas, the rules and zod that twenty or more chunks share (decision 314).
            {
              name: 'contract',
              test: /packages[\\/](contract|rules)[\\/]|node_modules[\\/]zod[\\/]/,
              minShareCount: 20,
              priority: 1,
            },
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
