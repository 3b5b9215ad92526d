import { createContext, useContext } from 'react';
import {
  defaultSettingValues,
  type CartLine,
  type CartLineError,
  type CartLinePayload,
  type Product,
  type RoundingFlag,
  type SettingValues,
  type UserType,
} from '@provender/contract';

/** The settings the catalog screens and dialogs follow (the user's effective ones, or the site's for guests). */
export interface CatalogSettings {
  hidePricing: boolean;
  canChangePrice: boolean;
  syncPriceBy: boolean;
  roundingFlag: RoundingFlag;
  allowProductTextLines: boolean;
  imageFit: 'cover' | 'contain';
  /** The site's own missing-image file under /img/, '' for /missing.svg. */
  missingImage: string;
  layoutImages: SettingValues['layoutImages'];
}

export interface CartWriteOptions {
  confirmQuantity?: boolean;
}

export interface CartLinesResult {
  isSuccess: boolean;
  data: CartLine[];
  errors: string[];
}

/** What the catalog needs of the cart; the app supplies it from the cart feature. */
export interface CatalogCart {
  lines: readonly CartLine[];
  addLine: (payload: CartLinePayload, options?: CartWriteOptions) => Promise<CartLine>;
  editLine: (id: number, payload: CartLinePayload, options?: CartWriteOptions) => Promise<CartLine>;
  addLines: (payloads: CartLinePayload[], options?: CartWriteOptions) => Promise<CartLinesResult>;
  validateLines: (payloads: CartLinePayload[], options?: CartWriteOptions) => Promise<CartLineError[]>;
}

export interface CatalogEnvironment {
  userType: UserType;
  settings: CatalogSettings;
  /**
   * open: the user may add to the cart through `cart`; sign-in: a guest, asked to sign in
   * (Account Required); none: the cart is not on this user's menu, so nothing offers adding;
   * read-only: the cart may be looked at but not changed (a punchout inspect session), so nothing
   * offers adding and `readOnlyNote` says why.
   */
  cartAccess: 'open' | 'sign-in' | 'none' | 'read-only';
  /** With cartAccess read-only: the server's reason, shown as a note where adding would be offered. */
  readOnlyNote: string | null;
  cart: CatalogCart | null;
  /** Opens Add to Order Guide for a product (the order-guides feature, composed by the app); null when guides are closed to this user. */
  addToOrderGuide: ((product: Product) => void) | null;
}

export const defaultCatalogSettings: CatalogSettings = {
  hidePricing: defaultSettingValues.hidePricing,
  canChangePrice: false,
  syncPriceBy: defaultSettingValues.syncPriceByWithSellByUMFlag,
  roundingFlag: defaultSettingValues.orderQuantityRoundingFlag,
  allowProductTextLines: false,
  imageFit: defaultSettingValues.imageFit,
  missingImage: '',
  layoutImages: defaultSettingValues.layoutImages,
};

export const CatalogEnvironmentContext = createContext<CatalogEnvironment>({
  userType: 'public',
  settings: defaultCatalogSettings,
  cartAccess: 'sign-in',
  readOnlyNote: null,
  cart: null,
  addToOrderGuide: null,
});

/** The session, settings and cart as the catalog sees them; src/app provides them. */
export function useCatalogEnvironment(): CatalogEnvironment {
  return useContext(CatalogEnvironmentContext);
}
