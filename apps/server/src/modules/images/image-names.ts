import { createHash } from 'node:crypto';
import { extname } from 'node:path';

/** Image types the store serves, by extension. */
export const imageContentTypes: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * A name the image store may serve: letters, digits, dot, dash and underscore only, no leading
 * dot (no dotfiles, no '..'), no separators, and an image extension. Anything else never reaches
 * the file system.
 */
export function isSafeImageName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..') && extname(name).toLowerCase() in imageContentTypes;
}

/** The store's file name stem for an imported file: unsafe characters become dashes. */
export function importedBaseName(fileName: string): string | null {
  const stem = fileName.slice(0, fileName.length - extname(fileName).length);
  const safe = stem
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/\.{2,}/g, '.');
  return safe.length > 0 && safe.length <= 180 ? safe : null;
}

/** An image the ERP names by URL rather than by a file of the source folder (decision 201). */
export const isUrlImage = (ref: string): boolean => /^https?:\/\//i.test(ref);

/**
 * The store's base name of an imported product image: a source file's safe stem, or for a URL the
 * safe stem of its last path segment and 8 hex digits of the URL's hash (two servers' photo.jpg
 * stay apart). The image sync writes <base>.png, which is what products list.
 */
export function importedImageBase(ref: string): string {
  if (!isUrlImage(ref)) return importedBaseName(ref) ?? 'image';
  const segment =
    ref
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  let stem = segment;
  try {
    stem = decodeURIComponent(segment);
  } catch {
    // a malformed escape: the raw segment's safe characters do
  }
  const base = importedBaseName(stem.slice(-80)) ?? 'image';
  return `${base}-${createHash('sha256').update(ref).digest('hex').slice(0, 8)}`;
}
