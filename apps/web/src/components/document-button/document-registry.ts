/**
 * Documents loaded by this tab, by id, for the /doc/{id} viewer tab it opened. The viewer reads
 * them through window.opener (same origin), so a document never travels through a URL or storage.
 */
export interface LoadedDocument {
  url: string;
  fileName: string;
}

const REGISTRY_KEY = 'provenderDocuments';
type RegistryWindow = Window & { [REGISTRY_KEY]?: Map<string, LoadedDocument> };

function registryOf(win: RegistryWindow): Map<string, LoadedDocument> {
  const existing = win[REGISTRY_KEY];
  if (existing) return existing;
  const created = new Map<string, LoadedDocument>();
  win[REGISTRY_KEY] = created;
  return created;
}

/** Keeps a loaded document (replacing an older copy of the same id) and answers its object URL. */
export function registerDocument(id: string, blob: Blob, fileName: string): LoadedDocument {
  const registry = registryOf(window as RegistryWindow);
  const previous = registry.get(id);
  if (previous) URL.revokeObjectURL(previous.url);
  const entry = { url: URL.createObjectURL(blob), fileName };
  registry.set(id, entry);
  return entry;
}

/** The document the opening tab loaded under this id, if that tab is still there. */
export function openerDocument(id: string): LoadedDocument | null {
  try {
    const opener = window.opener as RegistryWindow | null;
    return opener?.[REGISTRY_KEY]?.get(id) ?? null;
  } catch {
    return null;
  }
}
