import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { ImageSyncResult } from '@provender/contract';
import type { SettingsService } from '../settings/settings.service.ts';
import { fetchImageSources, type ImageFetchDeps } from './image-fetch.ts';
import { imageContentTypes } from './image-names.ts';
import { etagOf, findInStore, importSources } from './image-store.ts';

const placeholderSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#eceff1"/>' +
  '<path d="M18 44l10-12 8 9 6-7 8 10z" fill="#b0bec5"/><circle cx="24" cy="22" r="5" fill="#b0bec5"/></svg>';

/** The sync's answers: spec 01's success sentence, and what an administrator can act on otherwise. */
export const ImageSyncMessages = {
  success: 'Request to sync images successful',
  emptyFolder:
    'No pictures to import yet: copy the product pictures (PNG, JPEG, WebP, GIF, AVIF or TIFF, named as the products ' +
    "file names them) into the server's image folder (the IMAGE_SOURCE_DIR setting), then sync again.",
  folderUnusable:
    "The server's image folder (the IMAGE_SOURCE_DIR setting) cannot be created or read. Ask whoever runs the server " +
    'to point IMAGE_SOURCE_DIR to a folder the server may read, then sync again.',
} as const;

export type ImageAnswer =
  | {
      kind: 'file';
      stream: ReadStream;
      contentType: string;
      size: number;
      etag: string;
      lastModified: string;
      fallback: boolean;
    }
  | { kind: 'bytes'; body: Buffer; contentType: string; etag: string; fallback: true }
  | { kind: 'not-modified'; etag: string };

/** The web app's missing.svg (built or in its sources), else a drawn placeholder. */
async function missingSvg(missingSvgCandidates: string[]): Promise<Buffer> {
  for (const candidate of missingSvgCandidates) {
    try {
      return await readFile(candidate);
    } catch {
      // try the next place the web app keeps it
    }
  }
  return Buffer.from(placeholderSvg);
}

export function createImagesService(deps: {
  imageDir: string;
  imageSourceDir: string;
  webDistDir: string;
  settings: SettingsService;
  /** Product images the ERP names by URL, fetched into the source folder first (decision 201). */
  remote: Omit<ImageFetchDeps, 'imageSourceDir'>;
}) {
  const imageDir = resolve(deps.imageDir);
  const missingSvgCandidates = [
    join(deps.webDistDir, 'missing.svg'),
    resolve(deps.webDistDir, '../public/missing.svg'),
  ];

  return {
    /**
     * An image of the store, or the site's missing image, or /missing.svg. Fallbacks are cached
     * briefly so an image imported later shows up soon.
     */
    async image(name: string, ifNoneMatch: string | undefined): Promise<ImageAnswer> {
      let found = await findInStore(imageDir, name);
      let fallback = false;
      if (!found) {
        fallback = true;
        const missingImage = (await deps.settings.siteValues()).missingImage;
        if (missingImage && missingImage !== name) found = await findInStore(imageDir, missingImage);
      }
      if (found) {
        const etag = etagOf(found);
        if (!fallback && ifNoneMatch === etag) return { kind: 'not-modified', etag };
        return {
          kind: 'file',
          stream: createReadStream(found.path),
          contentType: imageContentTypes[extname(found.path).toLowerCase()] ?? 'application/octet-stream',
          size: found.size,
          etag,
          lastModified: found.mtime.toUTCString(),
          fallback,
        };
      }
      const body = await missingSvg(missingSvgCandidates);
      return {
        kind: 'bytes',
        body,
        contentType: 'image/svg+xml',
        etag: `W/"missing-${body.length.toString(16)}"`,
        fallback: true,
      };
    },

    /**
     * Fetches the images the ERP named by URL into the source folder, then imports every image of
     * the source folder into the store as <base>.png (detail, at most 800 px), <base>-list.png
     * (64x64) and <base>-mobile.png (100 px tall). Images whose three sizes are newer than the
     * source are left alone, so a repeated sync is quick. Failed fetches are listed with the files
     * that could not be imported.
     */
    async sync(): Promise<ImageSyncResult> {
      const remote = await fetchImageSources({ ...deps.remote, imageSourceDir: deps.imageSourceDir });
      let entries: string[];
      try {
        // A new site has no image folder yet: it is made, and the answer says what to put in it
        // (decision 429) instead of calling the administrator's first sync a failure.
        await mkdir(deps.imageSourceDir, { recursive: true });
        entries = await readdir(deps.imageSourceDir);
      } catch {
        return {
          isSuccess: false,
          message: ImageSyncMessages.folderUnusable,
          imported: 0,
          unchanged: 0,
          failed: [],
        };
      }
      await mkdir(imageDir, { recursive: true });
      const failed: string[] = [...remote.failed];
      const { imported, unchanged } = await importSources(imageDir, deps.imageSourceDir, entries, failed);
      const found = imported + unchanged + failed.length;
      return {
        isSuccess: failed.length === 0,
        message: ImageSyncMessages.success,
        imported,
        unchanged,
        failed,
        ...(found === 0 ? { hint: ImageSyncMessages.emptyFolder } : {}),
      };
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
