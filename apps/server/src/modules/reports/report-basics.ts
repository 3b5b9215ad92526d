import type { MenuKey } from '@provender/contract';
import { isKnownTimeZone, zonedDateTime } from '@provender/rules';
import type { CustomerContext, RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { PdfRenderer } from '../../pdf-workers/pdf-renderer.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ReportDefinition } from './report-pdf.ts';
import type { ReportsRepository } from './reports.repository.ts';

export interface ReportFile {
  fileName: string;
  body: Buffer;
}

const FALLBACK_TIME_ZONE = 'America/New_York';

/** What every report starts from: the customer's facts and today, the worker that renders, the menu's gate. */
export function createReportBasics(deps: {
  repo: ReportsRepository;
  settings: SettingsService;
  menu: MenuService;
  pdf: PdfRenderer;
  now: () => Date;
}) {
  const { repo, settings, menu, pdf, now } = deps;

  async function basics(ctx: CustomerContext) {
    const [values, customer] = await Promise.all([settings.effectiveValues(ctx), repo.customer(ctx.customerId)]);
    if (!customer) throw new AppError('NOT_FOUND', 'The customer was not found');
    const timeZone = isKnownTimeZone(values.distributorTimeZone) ? values.distributorTimeZone : FALLBACK_TIME_ZONE;
    return {
      customerId: ctx.customerId,
      values,
      today: zonedDateTime(now(), timeZone).date,
      customerFact: ['Customer', `${customer.name} (${customer.code})`] as [string, string],
    };
  }

  /** The report `prepare` lays out from its rows, or null when there is nothing to print. */
  async function file(
    customerId: number,
    fileName: string,
    prepare: () => Promise<ReportDefinition | null>,
  ): Promise<ReportFile | null> {
    const body = await pdf.render(customerId, async () => {
      const definition = await prepare();
      return definition && { kind: 'report' as const, definition };
    });
    return body && { fileName, body };
  }

  async function menuOpen(ctx: RequestContext, key: MenuKey): Promise<boolean> {
    try {
      await menu.assertOpen(ctx, key);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'MENU_LOCKED') return false;
      throw err;
    }
  }

  function refuseHiddenPricing(hidePricing: boolean) {
    if (hidePricing)
      throw new AppError('FORBIDDEN', 'Prices are hidden for your account, so no price report is available');
  }

  return { basics, file, menuOpen, refuseHiddenPricing };
}

export type ReportBasics = Awaited<ReturnType<ReturnType<typeof createReportBasics>['basics']>>;
