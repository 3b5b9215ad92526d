import { createImageSourcesRepository } from '../modules/images/image-sources.repository.ts';
import { createImagesService } from '../modules/images/images.service.ts';
import { createLandingImages } from '../modules/landing/landing-images.ts';
import { createLandingRepository } from '../modules/landing/landing.repository.ts';
import { createLandingService } from '../modules/landing/landing.service.ts';
import { createMenuRepository } from '../modules/menu/menu.repository.ts';
import { createMenuService } from '../modules/menu/menu.service.ts';
import { createPreferencesRepository } from '../modules/preferences/preferences.repository.ts';
import { createPreferencesService } from '../modules/preferences/preferences.service.ts';
import { createThemeRepository } from '../modules/theme/theme.repository.ts';
import { createThemeService } from '../modules/theme/theme.service.ts';
import type { Outbound } from '../outbound/outbound.ts';
import type { Wiring } from './wiring.ts';

/** What the site looks like and shows: the menu, a user's preferences, product images, the landing page and the theme. */
export function wireSite({ db, config, changes, now, settings }: Wiring, outbound: Outbound) {
  const menu = createMenuService({ repo: createMenuRepository(db), settings, changes });
  return {
    menu,
    preferences: createPreferencesService(createPreferencesRepository(db, changes)),
    images: createImagesService({
      imageDir: config.imageDir,
      imageSourceDir: config.imageSourceDir,
      webDistDir: config.webDistDir,
      settings,
      remote: {
        sources: createImageSourcesRepository(db),
        outbound,
        timeoutMs: 30_000,
        now,
      },
    }),
    landing: createLandingService({ repo: createLandingRepository(db), settings, now }),
    landingImages: createLandingImages(config.imageDir),
    theme: createThemeService({ repo: createThemeRepository(db), menu, settings }),
  };
}
export type SiteWiring = ReturnType<typeof wireSite>;
