/** PostgreSQL's unique_violation, as raised by pg and PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null)?.cause) === '23505';
}
