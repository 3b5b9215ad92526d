import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries rule (decision 251) and the endpoint table's path rule (decision 250) fail lint on
 * each kind of violation. Each case lints a source text as if it lived at the given path; the
 * imported files are real ones.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function errorsOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}
const boundaryErrors = (filePath: string, code: string) => errorsOf('boundaries/dependencies', filePath, code);

const use = (names: string) => `export const used = [${names}];\n`;

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuses a cross-feature import in every spelling, and allows the own feature', async () => {
    const file = 'apps/web/src/features/menu/probe.ts';
    expect(
      await boundaryErrors(file, `import { getCart } from '../cart/api/get-cart.ts';\n${use('getCart')}`),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(file, `import { getCart } from '../../features/cart/api/get-cart.ts';\n${use('getCart')}`),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/src/features/menu/components/probe.ts',
        `import { getCart } from '../../cart/api/get-cart.ts';\n${use('getCart')}`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(file, `import { logMenuVisit } from './api/log-menu-visit.ts';\n${use('logMenuVisit')}`),
    ).toEqual([]);
  });

  it('refuses features → app and components → features, allows components in features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/menu/probe.ts',
        `import { createQueryClient } from '../../app/query-client.ts';\n${use('createQueryClient')}`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/src/components/app-shell/probe.ts',
        `import { getCart } from '../../features/cart/api/get-cart.ts';\n${use('getCart')}`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/src/features/menu/probe.ts',
        `import { scopeOf } from '../../components/api-client/api-session.ts';\n${use('scopeOf')}`,
      ),
    ).toEqual([]);
  });

  it("refuses a server module importing another module's internals, allows its service", async () => {
    const file = 'apps/server/src/modules/menu/probe.ts';
    expect(
      await boundaryErrors(
        file,
        `import { createCartRepository } from '../cart/cart.repository.ts';\n${use('createCartRepository')}`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        file,
        `import { cartTotals } from '../checkout/checkout-estimate.ts';\n${use('cartTotals')}`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        file,
        `import { createCartService } from '../cart/cart.service.ts';\n${use('createCartService')}`,
      ),
    ).toEqual([]);
  });

  it('refuses an API path written out anywhere in the web app: calls go through the endpoint table', async () => {
    const shared = 'apps/web/src/components/api-client/probe.ts';
    expect(await errorsOf('no-restricted-syntax', shared, "export const path = '/api/menu';\n")).toHaveLength(1);
    expect(
      await errorsOf('no-restricted-syntax', 'apps/web/src/app/probe.ts', 'export const p = `/api/cart`;\n'),
    ).toHaveLength(1);
    // The money rule still holds where the path rule is added.
    expect(
      await errorsOf('no-restricted-syntax', shared, 'export const f = (line: { total: number }) => line.total * 2;\n'),
    ).toHaveLength(1);
    const file = 'apps/web/src/features/menu/probe.ts';
    expect(await errorsOf('no-restricted-syntax', file, "export const path = '/api/menu';\n")).toHaveLength(1);
    expect(
      await errorsOf('no-restricted-syntax', file, 'export const path = (id: number) => `/api/menu/log/${id}`;\n'),
    ).toHaveLength(1);
    expect(
      await errorsOf(
        'no-restricted-syntax',
        file,
        "import { endpoints } from '@provender/contract';\nexport const path = endpoints.getMenu.path;\n",
      ),
    ).toEqual([]);
  });

  it('keeps decimal.js out of production code (decisions 361, 440): web, rules and server', async () => {
    const restricted = (filePath: string, code: string) => errorsOf('no-restricted-imports', filePath, code);
    const web = 'apps/web/src/features/cart/utils/probe.ts';
    expect(await restricted(web, `import Decimal from 'decimal.js';\n${use('Decimal')}`)).toHaveLength(1);
    expect(
      await restricted(web, `import { estimateOrder } from '@provender/rules';\n${use('estimateOrder')}`),
    ).toHaveLength(1);
    expect(await restricted(web, `import { unitPrice } from '@provender/rules';\n${use('unitPrice')}`)).toHaveLength(1);
    expect(
      await restricted(web, `import { checkCartLine } from '@provender/rules/server';\n${use('checkCartLine')}`),
    ).toHaveLength(1);
    expect(
      await restricted(web, `import { Decimal, sumMoney } from '@provender/rules';\n${use('Decimal, sumMoney')}`),
    ).toEqual([]);
    const code = `import Decimal from 'decimal.js';\n${use('Decimal')}`;
    expect(await restricted('packages/rules/src/units.ts', code)).toHaveLength(1);
    expect(await restricted('packages/rules/src/order-totals.ts', code)).toHaveLength(1);
    expect(await restricted('apps/server/src/modules/cart/probe.ts', code)).toHaveLength(1);
  });

  it('refuses classic zod in web source, beside the decimal rules (decision 362, 470)', async () => {
    const restricted = (filePath: string, code: string) => errorsOf('no-restricted-imports', filePath, code);
    const zod = `import { z } from 'zod';\n${use('z')}`;
    expect(await restricted('apps/web/src/features/cart/utils/probe.ts', zod)).toHaveLength(1);
    expect(await restricted('apps/web/src/components/api-client/probe.ts', zod)).toHaveLength(1);
    expect(await restricted('apps/web/src/features/cart/utils/probe.test.ts', zod)).toHaveLength(1);
    expect(
      await restricted('apps/web/src/app/probe.tsx', `import { z } from 'zod/v4/classic';\n${use('z')}`),
    ).toHaveLength(1);
    expect(await restricted('apps/web/src/app/probe.ts', `import { z } from 'zod/mini';\n${use('z')}`)).toEqual([]);
    // In the same file, decimal.js is still refused next to it.
    expect(
      await restricted(
        'apps/web/src/features/cart/utils/probe.ts',
        `import { z } from 'zod';\nimport Decimal from 'decimal.js';\n${use('z, Decimal')}`,
      ),
    ).toHaveLength(2);
    expect(await restricted('packages/contract/src/probe.ts', zod)).toHaveLength(1);
  });

  it('refuses an API path written out in the server, allows the prefix and the trees outside the table', async () => {
    const file = 'apps/server/src/modules/menu/probe.ts';
    const syntax = (code: string) => errorsOf('no-restricted-syntax', file, code);
    expect(await syntax("export const path = '/api/menu';\n")).toHaveLength(1);
    expect(await syntax('export const path = (n: string) => `/api/documents/order/${n}/confirmation`;\n')).toHaveLength(
      1,
    );
    expect(await syntax("export const isApi = (url: string) => url.startsWith('/api/');\n")).toEqual([]);
    expect(await syntax("export const docs = '/api/docs';\n")).toEqual([]);
  });

  it('refuses pdfkit in the server: documents are written with pdfmake (decision 460)', async () => {
    const restricted = (filePath: string, code: string) => errorsOf('no-restricted-imports', filePath, code);
    const file = 'apps/server/src/modules/documents/probe.ts';
    expect(await restricted(file, `import PDFDocument from 'pdfkit';\n${use('PDFDocument')}`)).toHaveLength(1);
    expect(
      await restricted(file, `import PDFDocument from 'pdfkit/js/pdfkit.standalone';\n${use('PDFDocument')}`),
    ).toHaveLength(1);
    expect(await restricted(file, `import Decimal from 'decimal.js';\n${use('Decimal')}`)).toHaveLength(1);
    expect(await restricted(file, `import pdfMake from 'pdfmake';\n${use('pdfMake')}`)).toEqual([]);
  });
});
