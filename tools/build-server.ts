/**
 * `npm run build:server`: compiles the server once into apps/server/dist (decision 484), so
 * `npm run serve` and `npm start` run JavaScript with no TypeScript loader at run time.
 *
 * esbuild bundles apps/server/src/main.ts (and the PDF worker, which runs in processes of its own)
 * with the workspace packages (@provender/contract, @provender/rules: TypeScript sources); every
 * other package stays an import of node_modules. Source files that find their neighbours through
 * `import.meta.dirname` (the migrations, the repository root) are given the directory they were
 * written in, relative to the bundle, so the bundle finds the same files wherever the checkout is.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const repoRoot = resolve(import.meta.dirname, '..');
const serverDir = join(repoRoot, 'apps/server');
const outdir = join(serverDir, 'dist');

/** Workspace packages are bundled; every other bare import is left to node_modules. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@provender/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** `import.meta.dirname` of a source file becomes that file's directory, reached from the bundle's. */
const sourceDirectories: Plugin = {
  name: 'source-directories',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const fromBundle = JSON.stringify(`/${relative(outdir, dirname(args.path))}`);
      return {
        contents: text.replaceAll('import.meta.dirname', `(import.meta.dirname + ${fromBundle})`),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: {
    main: join(serverDir, 'src/main.ts'),
    'pdf-worker': join(serverDir, 'src/pdf-workers/pdf-worker.ts'),
    // buildApp as `npm start` compiles it, for the bench's PGlite server, which runs in the bench's process.
    app: join(serverDir, 'src/app.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, sourceDirectories],
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
process.stdout.write(
  `build:server: apps/server/dist in ${((performance.now() - started) / 1000).toFixed(1)} s (${(bytes / 1e6).toFixed(1)} MB with source maps)\n`,
);
