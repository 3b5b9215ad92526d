import { z } from './zod.ts';

/** Field types of the import row schemas (integration-import.ts, integration-import-history.ts). */
export const codeText = (what: string, max = 30) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${what} is required`),
      z.maxLength(max, `${what} is at most ${max} characters`),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/, `${what} may hold letters, digits, space and . _ - / only`),
    );
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`));
export const unitCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Z0-9]{1,6}$/, 'a unit of measure is 1 to 6 capital letters or digits'));

/** A decimal with at most `scale` decimals and `digits` digits before the point, kept as text. */
export const decimal = (digits: number, scale: number, opts: { positive?: boolean; negative?: boolean } = {}) =>
  z
    .pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((v) => String(v).trim()),
      ),
      z
        .string()
        .check(
          z.regex(
            new RegExp(`^${opts.negative ? '-?' : ''}\\d{1,${digits}}(\\.\\d{1,${scale}})?$`),
            `a number with at most ${digits} digits and ${scale} decimals`,
          ),
        ),
    )
    .check(z.refine((v) => !opts.positive || Number(v) > 0, 'must be more than 0'));
export const flag = z.pipe(
  z.union([z.boolean(), z.string()]),
  z.transform((v, ctx) => {
    if (typeof v === 'boolean') return v;
    const t = v.trim().toLowerCase();
    if (['y', 'yes', 'true', '1'].includes(t)) return true;
    if (['n', 'no', 'false', '0'].includes(t)) return false;
    ctx.issues.push({ code: 'custom', message: 'Y or N', input: v });
    return z.NEVER;
  }),
);
export const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.union([
      z.number(),
      z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/, 'a whole number')), z.transform(Number)),
    ]),
    z.number().check(z.int(), z.gte(min), z.lte(max)),
  );
export const isoDay = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  z.refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'not a calendar date',
  ),
);
