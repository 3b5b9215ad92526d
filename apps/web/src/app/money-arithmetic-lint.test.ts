import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint configuration, run on snippets placed in a web feature (decision 101). */
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

async function moneyErrors(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'apps/web/src/features/cart/sample.ts') });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('lint: no arithmetic on money in apps/web', () => {
  it('catches the cents trick and float sums of money fields', async () => {
    expect(
      await moneyErrors(
        'export const f = (lines: { extension: number }[]) => lines.reduce((s, l) => s + Math.round(l.extension * 100), 0) / 100;\n',
      ),
    ).toBeGreaterThan(0);
    expect(await moneyErrors('export const g = (a: { total: number }, tax: number) => a.total + tax;\n')).toBe(2);
    expect(
      await moneyErrors('export function h(price: number) {\n  let x = 0;\n  x += price * 2;\n  return x;\n}\n'),
    ).toBe(1);
  }, 30_000);

  it('lets counts, indexes and sumMoney through', async () => {
    expect(
      await moneyErrors(
        "import { sumMoney } from '@provender/rules';\nexport const f = (lines: { extension: number }[], total: number) => [sumMoney(lines.map((l) => l.extension)), Math.ceil(total / 48), lines.length - 1];\n",
      ),
    ).toBe(0);
  }, 30_000);
});
