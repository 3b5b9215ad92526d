import type { Plugin } from 'vite';
import { earlyRequestPlan, startEarlyRequests } from './src/components/api-client/early-requests.ts';

/**
 * The lazily loaded modules each common first address draws (decision 310), relative to apps/web.
 * They match the route table in src/app/router.tsx: a renamed or moved screen fails the build here.
 * Addresses not listed still preload their screens from main.tsx (preloadRoutes), only later.
 */
export const firstScreens: Readonly<Record<string, readonly string[]>> = {
  '/login': ['src/app/routes/login-route.tsx'],
  '/': ['src/app/routes/shell-layout.tsx', 'src/app/routes/home-route.tsx'],
  // The grid is the layout a site starts with (spec 01): its chunk comes with the screen's instead of
  // after the user's layout is known (decision 364); the list and quick entry load when chosen.
  '/products': [
    'src/app/routes/shell-layout.tsx',
    'src/app/routes/products-route.tsx',
    'src/features/catalog/components/product-grid.tsx',
  ],
  '/cart': ['src/app/routes/shell-layout.tsx', 'src/app/routes/cart-route.tsx'],
};

const scriptName = 'first-screens';

/**
 * A small classic script in the page's head that adds `<link rel="modulepreload">` for the chunks
 * of the address being opened (the screen and every chunk it imports), so they download beside the
 * entry instead of after it has been fetched, parsed and run (decision 310), and starts the
 * session's first API calls (decision 368). A file rather than an inline script: the
 * Content-Security-Policy allows scripts from 'self' only.
 */
export function firstScreenPreload(): Plugin {
  return {
    name: 'provender:first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('first-screen-preload: no index.html in the bundle');
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('first-screen-preload: no entry chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the entry imports statically is in index.html's own modulepreload links already.
      const inPage = new Set<string>();
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
      };
      closure(entry.fileName, inPage);

      // Each file once; the table names them by index (the script is part of every first load).
      const files: string[] = [];
      const table: Record<string, number[]> = {};
      for (const [path, modules] of Object.entries(firstScreens)) {
        const needed = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${module}`));
          if (!chunk) this.error(`first-screen-preload: ${module} (for ${path}) is not a chunk of its own`);
          closure(chunk.fileName, needed);
        }
        table[path] = [...needed]
          .filter((file) => !inPage.has(file))
          .map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
      }

      // The session's first calls start here too, before the bundle has run (decision 368), and
      // before the screen's chunks: the browser sends six requests at a time to one server, and
      // the answers the session waits for should not queue behind forty chunks.
      const early = `(${startEarlyRequests.toString()})(window,${JSON.stringify(earlyRequestPlan)});\n`;
      const source =
        early +
        `(function(){var f=${JSON.stringify(files)},t=${JSON.stringify(table)};` +
        `var n=t[location.pathname.replace(/\\/+$/,'')||'/']||[];` +
        `for(var i=0;i<n.length;i++){var l=document.createElement('link');l.rel='modulepreload';` +
        `l.crossOrigin='';l.href='/'+f[n[i]];document.head.appendChild(l);}})();\n`;
      const ref = this.emitFile({ type: 'asset', name: `${scriptName}.js`, source });
      const fileName = this.getFileName(ref);
      const tag = `<script src="/${fileName}"></script>`;
      const text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      // Before the entry's module script, so the screen's chunks are requested with the entry's.
      if (!text.includes('<script type="module"')) this.error('first-screen-preload: no module script in index.html');
      html.source = text.replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}
