import { errorStatus, type ErrorCode } from '@provender/contract';

/** The only error type services throw on purpose; the error handler maps it to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: string[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, opts: { errors?: string[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found`);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
