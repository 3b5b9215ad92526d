import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Response } from 'undici';
import { refusalOf } from '../../outbound/address-rule.ts';
import type { Outbound } from '../../outbound/outbound.ts';
import type { ImageSourcesRepository } from './image-sources.repository.ts';

/** What the image sync accepts from an image server, by content type. */
const extensionOf: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
  'image/tiff': '.tif',
};
const MAX_BYTES = 20 * 2 ** 20;
const PARALLEL = 4;
const MAX_REDIRECTS = 5;

export interface ImageFetchDeps {
  sources: ImageSourcesRepository;
  imageSourceDir: string;
  /** The server's requests (decision 405): public https addresses only, checked at each hop and connection. */
  outbound: Pick<Outbound, 'fetch'>;
  timeoutMs: number;
  now: () => Date;
}

/** The body, refused past MAX_BYTES without reading the rest. */
async function readCapped(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES / 2 ** 20} MB`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES / 2 ** 20} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function fetchOne(deps: ImageFetchDeps, source: { name: string; url: string }): Promise<void> {
  // Each redirect hop is checked before it is requested, each connection after name resolution.
  const res = await deps.outbound.fetch(source.url, {
    follow: MAX_REDIRECTS,
    signal: AbortSignal.timeout(deps.timeoutMs),
    headers: { accept: 'image/*', 'user-agent': 'Provender-ImageSync/1' },
  });
  if (!res.ok) throw new Error(`the server answered ${res.status}`);
  const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = extensionOf[type];
  if (!extension) throw new Error(`not an image (${type || 'no content type'})`);
  const body = await readCapped(res);
  // Written under a dot name (the sync skips those) and renamed: the sync never reads half a file.
  const temp = join(deps.imageSourceDir, `.${source.name}.${process.pid}.download`);
  await writeFile(temp, body);
  await rename(temp, join(deps.imageSourceDir, `${source.name}${extension}`));
}

/**
 * Fetches the product images the ERP named by URL (decision 201) into the image source folder as
 * <name>.<type>, where the folder sync turns them into the store's sizes. Each URL is fetched
 * until it succeeds once; a changed URL is a new source. Answers the URLs that failed, with why.
 */
export async function fetchImageSources(deps: ImageFetchDeps): Promise<{ fetched: number; failed: string[] }> {
  const due = await deps.sources.unfetched();
  if (!due.length) return { fetched: 0, failed: [] };
  await mkdir(deps.imageSourceDir, { recursive: true });
  let fetched = 0;
  const failed: string[] = [];
  for (let i = 0; i < due.length; i += PARALLEL) {
    await Promise.all(
      due.slice(i, i + PARALLEL).map(async (source) => {
        try {
          await fetchOne(deps, source);
          await deps.sources.fetched(source.name, deps.now());
          fetched++;
        } catch (err) {
          const refused = refusalOf(err);
          const reason = refused
            ? `refused: ${refused.message}`
            : err instanceof Error && err.name === 'TimeoutError'
              ? `no answer within ${deps.timeoutMs} ms`
              : err instanceof Error
                ? err.message
                : String(err);
          await deps.sources.failed(source.name, reason.slice(0, 300));
          await rm(join(deps.imageSourceDir, `.${source.name}.${process.pid}.download`), { force: true });
          failed.push(`${source.url} (${reason})`);
        }
      }),
    );
  }
  return { fetched, failed };
}
