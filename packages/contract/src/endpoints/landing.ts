import {
  landingImageTypes,
  landingImageUploadSchema,
  landingLayoutSchema,
  storedLandingLayoutSchema,
} from '../landing.ts';
import { themeInputSchema, themeSchema } from '../theme.ts';
import { defineEndpoint } from './define.ts';

/** The landing page and the user's theme (decisions 080-086). */
export const landingEndpoints = {
  getLanding: defineEndpoint({
    method: 'GET',
    path: '/api/landing',
    tags: ['landing'],
    summary: 'The landing page layout (guests only when the site allows them)',
    public: true,
    status: 200,
    /** As stored (decision 410): a row saved before its cleaned text was checked may pass the text limit. */
    response: storedLandingLayoutSchema,
    errors: [],
  }),
  saveLanding: defineEndpoint({
    method: 'POST',
    path: '/api/landing',
    tags: ['landing'],
    summary: 'Saves the landing page layout (administrators with EditLandingPage)',
    body: landingLayoutSchema,
    status: 200,
    response: landingLayoutSchema,
    errors: [],
  }),
  /** The body is the image file itself, not JSON: the browser sends it without callApi. */
  uploadLandingImage: defineEndpoint({
    method: 'POST',
    path: '/api/landing/image',
    tags: ['landing'],
    summary: 'Stores an image for the landing page (PNG, JPEG, WebP, GIF or AVIF, at most 5 MB) and names it',
    consumes: [...landingImageTypes, 'application/octet-stream'],
    status: 201,
    response: landingImageUploadSchema,
    errors: [413, 415, 422],
  }),
  getTheme: defineEndpoint({
    method: 'GET',
    path: '/api/theme',
    tags: ['theme'],
    summary: "The theme in force for the user: their own, or the site's",
    status: 200,
    response: themeSchema,
    errors: [],
  }),
  saveTheme: defineEndpoint({
    method: 'POST',
    path: '/api/theme',
    tags: ['theme'],
    summary: "Saves the user's light or dark theme and colours",
    body: themeInputSchema,
    status: 200,
    response: themeSchema,
    errors: [],
  }),
  deleteTheme: defineEndpoint({
    method: 'DELETE',
    path: '/api/theme',
    tags: ['theme'],
    summary: "Removes the user's theme",
    status: 200,
    response: themeSchema,
    errors: [],
  }),
  resetTheme: defineEndpoint({
    method: 'POST',
    path: '/api/theme/reset',
    tags: ['theme'],
    summary: "Resets to the site's theme (the Settings card's Reset)",
    status: 200,
    response: themeSchema,
    errors: [],
  }),
};
