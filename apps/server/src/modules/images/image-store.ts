import { readFile, realpath, rename, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import sharp from 'sharp';
import { importedBaseName, isSafeImageName } from './image-names.ts';

/** Image sizes the storefront shows: list 64x64, mobile 100 px tall, detail at most 800 px. */
const sizes = {
  list: { suffix: '-list.png', width: 64, height: 64 },
  mobile: { suffix: '-mobile.png', height: 100 },
  detail: { suffix: '.png', width: 800, height: 800 },
} as const;
export const importable = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif', '.tif', '.tiff']);

export interface FoundFile {
  path: string;
  size: number;
  mtime: Date;
}

/** A file of the store by a safe name, refusing anything that resolves outside it (e.g. a symlink). */
export async function findInStore(imageDir: string, name: string): Promise<FoundFile | null> {
  if (!isSafeImageName(name)) return null;
  const path = join(imageDir, name);
  try {
    const [real, realRoot] = await Promise.all([realpath(path), realpath(imageDir)]);
    if (!real.startsWith(realRoot + sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

export const etagOf = (f: FoundFile) => `W/"${f.size.toString(16)}-${Math.floor(f.mtime.getTime()).toString(16)}"`;

/** Writes the three sizes of a source picture into the store. */
export async function writeSizes(imageDir: string, source: string, base: string) {
  const input = await readFile(source);
  const outputs = [
    {
      file: `${base}${sizes.list.suffix}`,
      image: sharp(input).resize(sizes.list.width, sizes.list.height, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      }),
    },
    { file: `${base}${sizes.mobile.suffix}`, image: sharp(input).resize({ height: sizes.mobile.height }) },
    {
      file: `${base}${sizes.detail.suffix}`,
      image: sharp(input).resize(sizes.detail.width, sizes.detail.height, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
    },
  ];
  // Written beside the target under a dot name (never served) and renamed, so /img never sees half a file.
  await Promise.all(
    outputs.map(async ({ file, image }) => {
      const temp = join(imageDir, `.${file}.${process.pid}.tmp`);
      await image.png().toFile(temp);
      await rename(temp, join(imageDir, file));
    }),
  );
}

/** Whether all three sizes of `base` are newer than its source. */
export async function isCurrent(imageDir: string, base: string, sourceTime: number): Promise<boolean> {
  for (const size of Object.values(sizes)) {
    try {
      if ((await stat(join(imageDir, `${base}${size.suffix}`))).mtimeMs < sourceTime) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Imports the source folder's pictures into the store, leaving alone those whose sizes are newer
 * than the source; the files that could not be imported are added to `failed`.
 */
export async function importSources(imageDir: string, sourceDir: string, entries: string[], failed: string[]) {
  let imported = 0;
  let unchanged = 0;
  for (const entry of entries.sort()) {
    if (entry.startsWith('.') || !importable.has(extname(entry).toLowerCase())) continue;
    const base = importedBaseName(entry);
    const source = join(sourceDir, entry);
    try {
      const info = await stat(source);
      if (!info.isFile()) continue;
      if (!base) throw new Error('unusable file name');
      if (await isCurrent(imageDir, base, info.mtimeMs)) {
        unchanged++;
        continue;
      }
      await writeSizes(imageDir, source, base);
      imported++;
    } catch {
      failed.push(entry);
    }
  }
  return { imported, unchanged };
}
