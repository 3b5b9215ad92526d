/** PostgreSQL's unique_violation, as raised by pg and PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  return codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null)?.cause) === '23505';
}

/** The SQLSTATE of a database error, whether raised directly or wrapped by drizzle in `cause`. */
export function sqlStateOf(err: unknown): string | undefined {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e && typeof (e as { code: unknown }).code === 'string'
      ? (e as { code: string }).code
      : undefined;
  return codeOf(err) ?? codeOf((err as { cause?: unknown } | null)?.cause);
}

/**
 * Database refusals that only bad input causes (decision 093): a value out of range, of the
 * wrong form or too long, a character the database cannot store, a broken CHECK constraint.
 */
const inputFaults: Record<string, { status: 400 | 409; message: string }> = {
  '22001': { status: 400, message: 'A value is too long' },
  '22003': { status: 409, message: 'A number is out of range' },
  '22007': { status: 400, message: 'A date or time is not valid' },
  '22008': { status: 400, message: 'A date or time is out of range' },
  '22021': { status: 400, message: 'The text contains a character that cannot be stored' },
  '22P02': { status: 400, message: 'A value has the wrong form' },
  '22P05': { status: 400, message: 'The text contains a character that cannot be stored' },
  '23514': { status: 409, message: 'A value is outside the allowed range' },
};

export const inputFaultOf = (err: unknown) => {
  const state = sqlStateOf(err);
  return state === undefined ? undefined : inputFaults[state];
};

/** Only the frames of a stack: drizzle's message (its first lines) carries the parameters. */
const stackFrames = (err: Error) =>
  err.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * A database error for the log without the statement's parameters (which carry names,
 * addresses and hashes): drizzle's message lists them, so only the driver's own reason is kept.
 */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const cause = err.cause;
  const state = sqlStateOf(err);
  if (err.constructor.name === 'DrizzleQueryError' || (cause instanceof Error && state !== undefined)) {
    const reason = cause instanceof Error ? cause.message : 'query failed';
    return { type: 'DatabaseError', message: reason, code: state, stack: stackFrames(err) };
  }
  return err;
}
