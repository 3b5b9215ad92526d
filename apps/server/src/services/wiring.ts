import type { ChangeFeed } from '../cache/change-feed.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SettingsService } from '../modules/settings/settings.service.ts';

/** What every area's wiring is given (services.ts composes the areas): where the data is, the configuration, the clock and the settings. */
export interface Wiring {
  db: Db;
  config: AppConfig;
  changes: ChangeFeed;
  now: () => Date;
  settings: SettingsService;
}
