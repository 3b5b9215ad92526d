import type { Db } from '../client.ts';
import { productCategories, productMainCategories } from '../schema/index.ts';
import { serviceMainCategory } from './fuel-surcharge.ts';
import type { ArtworkMainCategory } from './images.ts';
import type { MainCategoryVocabulary } from './vocabulary.ts';
import { freshMainCategories } from './vocabulary-fresh.ts';
import { pantryMainCategories } from './vocabulary-pantry.ts';
import { suppliesMainCategories } from './vocabulary-supplies.ts';

export const catalogMainCategories: MainCategoryVocabulary[] = [
  ...freshMainCategories,
  ...pantryMainCategories,
  ...suppliesMainCategories,
];

/** Every main category with its categories, the vocabulary's and the services', and what their pictures show. */
export function catalogArtwork(): ArtworkMainCategory[] {
  return [
    ...catalogMainCategories.map((m) => ({
      code: m.code,
      description: m.description,
      colors: m.colors,
      categories: m.categories.map((c) => ({ code: c.code, description: c.description, icon: c.icon })),
    })),
    serviceMainCategory,
  ];
}

/** The main categories and categories of the artwork list. */
export async function seedCategories(db: Db, artwork: ArtworkMainCategory[]) {
  await db.insert(productMainCategories).values(artwork.map((m) => ({ code: m.code, description: m.description })));
  await db
    .insert(productCategories)
    .values(
      artwork.flatMap((m) =>
        m.categories.map((c) => ({ code: c.code, mainCategoryCode: m.code, description: c.description })),
      ),
    );
}
