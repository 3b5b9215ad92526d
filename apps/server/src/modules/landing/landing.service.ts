import {
  landingLayoutSchema,
  landingLimits,
  landingMessages,
  storedLandingCardSchema,
  storedLandingLayoutSchema,
  type LandingCard,
  type LandingLayout,
} from '@provender/contract';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { LandingRepository } from './landing.repository.ts';
import { cardOrder, layoutProblems, normalizeLayout, sanitizeStoredText } from './landing-layout.ts';
import { RICH_TEXT_RULES_VERSION } from './rich-text.ts';

/** Before the first save the page has no cards, so visitors go on to /products (spec 02 section 2). */
const emptyLayout: LandingLayout = { title: '', cards: [] };

/** Reports a stored layout that fails a check but is served anyway (the route logs it). */
export type StoredLayoutWarning = (problems: string[], message: string) => void;

type Issue = { path: PropertyKey[]; code: string; message: string };
const pathText = (path: PropertyKey[]) => path.map(String).join('.');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a stored layout serves (decision 410): the stored layout itself when it has the stored
 * shape; otherwise its title and the cards that have it, so one card written wrong (by hand, by a
 * script) does not blank the page. The problems say what was left out.
 */
function servable(stored: unknown): { layout: LandingLayout; problems: string[] } {
  const whole = storedLandingLayoutSchema.safeParse(stored);
  if (whole.success) return { layout: whole.data, problems: [] };
  const problems = whole.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  const record = isRecord(stored) ? stored : {};
  const title = storedLandingLayoutSchema.shape.title.safeParse(record['title']);
  const cards: LandingCard[] = [];
  for (const card of Array.isArray(record['cards']) ? record['cards'] : []) {
    const parsed = storedLandingCardSchema.safeParse(card);
    if (parsed.success && cards.length < landingLimits.cardsMax) cards.push(parsed.data);
  }
  return { layout: { title: title.success ? title.data : '', cards }, problems };
}

/** What is at `path` in a parsed JSON value (undefined when nothing is). */
function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let at = root;
  for (const key of path) {
    if (!isRecord(at) && !Array.isArray(at)) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * The checks of the layout as it would be stored, cleaned (decision 410): cleaning lengthens text
 * (& becomes &amp;, links gain https://, target and rel), so a text within the limit as sent may
 * pass it as stored. Paths name the field as the request did (a card by its place in the request).
 */
function storedFormProblems(sent: LandingLayout, clean: LandingLayout): string[] {
  const checked = landingLayoutSchema.safeParse(clean);
  if (checked.success) return [];
  const order = cardOrder(sent);
  return (checked.error.issues as Issue[]).map((issue) => {
    const path = [...issue.path];
    if (path[0] === 'cards' && typeof path[1] === 'number') path[1] = order[path[1]] ?? path[1];
    const value = valueAt(clean, issue.path);
    const message =
      issue.code === 'too_big' && path.at(-1) === 'value' && typeof value === 'string'
        ? `${landingMessages.text} once cleaned, and cleaned this one has ${value.length.toLocaleString('en-US')} ` +
          '(&, < and > are stored as &amp;, &lt; and &gt;; links gain https://, target and rel)'
        : issue.message;
    return `${pathText(path)}: ${message}`;
  });
}

export function createLandingService(deps: { repo: LandingRepository; settings: SettingsService; now?: () => Date }) {
  const { repo, settings } = deps;
  const now = deps.now ?? (() => new Date());
  /** The one cleaning of a row not known to be clean that concurrent reads wait for together. */
  let cleaning: Promise<unknown> | null = null;

  return {
    /**
     * The landing layout for anyone the site lets in; guests only when the site allows them. Served
     * as stored: it was cleaned before it was stored (decision 410). A row not known to be clean
     * (stored before that, or written another way) is cleaned once and stored clean.
     */
    async layout(ctx: RequestContext, warn: StoredLayoutWarning = () => undefined): Promise<LandingLayout> {
      if (!ctx.user && !(await settings.siteValues()).allowGuest) {
        throw new AppError('UNAUTHENTICATED', 'Sign-in is required');
      }
      const row = await repo.find();
      if (!row) return emptyLayout;
      let stored = row.layout;
      if (row.sanitizedWith !== RICH_TEXT_RULES_VERSION) {
        cleaning ??= repo.clean(RICH_TEXT_RULES_VERSION, sanitizeStoredText).finally(() => {
          cleaning = null;
        });
        stored = await cleaning;
        if (stored === null) return emptyLayout;
      }
      const { layout, problems } = servable(stored);
      if (problems.length > 0)
        warn(problems, 'the stored landing layout fails its checks; serving the cards that pass');
      return layout;
    },

    /**
     * Saves the whole layout (administrators with EditLandingPage; the route checks both): checked
     * as sent, cleaned, checked again as it would be stored, and written in one transaction only
     * when every check passed, so a refused save changes nothing.
     */
    async save(ctx: RequestContext, layout: LandingLayout): Promise<LandingLayout> {
      const user = requireUser(ctx);
      const problems = layoutProblems(layout);
      if (problems.length > 0) throw new AppError('VALIDATION', problems[0] ?? 'Invalid layout', { errors: problems });
      const clean = normalizeLayout(layout);
      const storedProblems = storedFormProblems(layout, clean);
      if (storedProblems.length > 0) {
        throw new AppError('VALIDATION', `Invalid request: ${storedProblems[0]}`, { errors: storedProblems });
      }
      await repo.save(clean, user.id, now(), RICH_TEXT_RULES_VERSION);
      return clean;
    },
  };
}
export type LandingService = ReturnType<typeof createLandingService>;
