import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { productSchema } from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { toProduct } from './product-view.ts';

/**
 * At most this many characters of product JSON are kept per process (about 110,000 products of
 * the demo catalog's 850 characters): the least recently listed products go first.
 */
const MAX_KEPT_CHARACTERS = 96_000_000;

/**
 * Each listed product's JSON as a catalog page writes it, kept per catalog version (decision 548):
 * a page or a search nobody asked before is its products' kept JSON, read from the database only
 * for the products no page of this version listed yet. What a product answers does not depend on
 * who asks (the caller's exclusions decide which products a page lists, not what each says), so
 * every buyer's pages share them. A change to the catalog (products, units, categories) bumps
 * its version and drops them all.
 */
export class ProductFragments {
  readonly #repo: CatalogRepository;
  readonly #kept = new LRUCache<number, string>({
    maxSize: MAX_KEPT_CHARACTERS,
    sizeCalculation: (json) => json.length,
  });
  /** The catalog version the kept JSON belongs to. */
  #version = -1;
  /** Bumped by every catalog change: rows read before it are answered, not kept. */
  #generation = 0;

  constructor(repo: CatalogRepository, changes: ChangeFeed) {
    this.#repo = repo;
    changes.on('catalog', () => {
      this.#generation++;
      this.#kept.clear();
    });
  }

  /**
   * Reads and keeps the JSON of the products by key at catalog version `version` that is not kept
   * yet, `batch` at a time with a turn of the event loop between batches (decision 550: the whole
   * catalog is read after the search index, so a page nobody asked before is written from memory).
   * Stops when the version moves on or the kept JSON is full.
   */
  async preload(version: number, ids: readonly number[], batch = 250): Promise<void> {
    for (let at = 0; at < ids.length; at += batch) {
      if (version !== this.#version && at > 0) return;
      if (this.#kept.calculatedSize >= MAX_KEPT_CHARACTERS * 0.95) return;
      const missing = ids.slice(at, at + batch).filter((id) => !this.#kept.has(id));
      if (missing.length > 0) await this.json(version, missing);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /**
   * The JSON of the products by key at catalog version `version`, in the order asked; a key the
   * catalog does not have (deleted since the page's keys were read) is left out. Read at a version
   * the process has moved past, nothing is kept.
   */
  async json(version: number, ids: readonly number[]): Promise<string[]> {
    if (version > this.#version) {
      this.#kept.clear();
      this.#version = version;
    }
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of ids) {
      const json = this.#kept.get(id);
      if (json === undefined) missing.push(id);
      else found.set(id, json);
    }
    if (missing.length > 0) {
      const generation = this.#generation;
      const rows = await this.#repo.byIds(null, missing);
      // Rows of an older version, or read while a change was committing, are answered, not kept.
      const keep = version === this.#version && generation === this.#generation;
      for (const row of rows) {
        const json = JSON.stringify(z.encode(productSchema, toProduct(row)));
        found.set(row.id, json);
        if (keep) this.#kept.set(row.id, json);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
