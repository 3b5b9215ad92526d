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
