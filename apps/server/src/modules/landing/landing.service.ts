import { landingLayoutSchema, type LandingLayout } from '@provender/contract';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { LandingRepository } from './landing.repository.ts';
import { layoutProblems, normalizeLayout } from './landing-layout.ts';

/** Before the first save the page has no cards, so visitors go on to /products (spec 02 section 2). */
const emptyLayout: LandingLayout = { title: '', cards: [] };

export function createLandingService(deps: { repo: LandingRepository; settings: SettingsService; now?: () => Date }) {
  const { repo, settings } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The landing layout for anyone the site lets in; guests only when the site allows them. */
    async layout(ctx: RequestContext): Promise<LandingLayout> {
      if (!ctx.user && !(await settings.siteValues()).allowGuest) {
        throw new AppError('UNAUTHENTICATED', 'Sign-in is required');
      }
      const stored = landingLayoutSchema.safeParse(await repo.find());
      // Sanitized again on the way out, so a row written by an older allow-list (or by hand) is served clean.
      return stored.success ? normalizeLayout(stored.data) : emptyLayout;
    },

    /** Saves the whole layout (administrators with EditLandingPage; the route checks both). */
    async save(ctx: RequestContext, layout: LandingLayout): Promise<LandingLayout> {
      const user = requireUser(ctx);
      const problems = layoutProblems(layout);
      if (problems.length > 0) throw new AppError('VALIDATION', problems[0] ?? 'Invalid layout', { errors: problems });
      const clean = normalizeLayout(layout);
      await repo.save(clean, user.id, now());
      return clean;
    },
  };
}
export type LandingService = ReturnType<typeof createLandingService>;
