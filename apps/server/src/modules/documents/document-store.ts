import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';

/** What the store answers for a key: the bytes and the content type they are served with. */
export interface StoredDocument {
  body: Buffer;
  contentType: string;
}

export interface DocumentStore {
  /** The document under this key, or null when the key is unsafe or nothing is stored there. */
  get(key: string): Promise<StoredDocument | null>;
  put(key: string, body: Buffer): Promise<void>;
}

/** The only kinds of file the store serves; anything else is refused rather than sniffed. */
const contentTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

/**
 * Keys are relative paths of lower-case letters, digits, dot, dash and underscore segments (no
 * leading dot, so no '..' and no hidden files) ending in a known extension.
 */
const safeKey = /^(?:[a-z0-9][a-z0-9._-]{0,99}\/){0,4}[a-z0-9][a-z0-9._-]{0,99}$/;

export function contentTypeOf(key: string): string | null {
  if (!safeKey.test(key)) return null;
  return contentTypes[extname(key)] ?? null;
}

/** A folder on disk as the document store (decision 072). */
export function createFolderDocumentStore(root: string): DocumentStore {
  const base = resolve(root);
  const pathOf = (key: string): string | null => {
    if (contentTypeOf(key) === null) return null;
    const path = resolve(join(base, key));
    return path.startsWith(base + sep) ? path : null;
  };
  return {
    async get(key) {
      const path = pathOf(key);
      const contentType = contentTypeOf(key);
      if (!path || !contentType) return null;
      try {
        return { body: await readFile(path), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async put(key, body) {
      const path = pathOf(key);
      if (!path) throw new Error(`Unsafe document key ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
  };
}
