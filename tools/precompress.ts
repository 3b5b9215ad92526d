/**
 * Compresses the built storefront once, at build time (decision 320): every text file of at
 * least 1 kB gets a brotli (quality 11) and a gzip (level 9) sibling, `app.js.br` and
 * `app.js.gz`, which the server sends to a browser that takes them (`preCompressed` of
 * @fastify/static) instead of compressing on every request or sending the full bytes.
 *
 *   node --import tsx tools/precompress.ts [dir]     (default apps/web/dist; `npm run build` runs it)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of files(dir)) {
    if (!TEXT.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    // A file that does not get smaller is sent as it is.
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
    bytes += content.length;
    brotliBytes += Math.min(br.length, content.length);
  }
  return { files: count, bytes, brotliBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'apps/web/dist';
  const done = precompress(dir);
  process.stdout.write(
    `precompressed ${done.files} files in ${relative(process.cwd(), dir) || '.'}: ${(done.bytes / 1024).toFixed(0)} kB → ${(done.brotliBytes / 1024).toFixed(0)} kB with brotli\n`,
  );
}
