import { ERROR_STATUS, type ErrorCode } from '@tradelink/shared/api/error-codes';

/** The one error type: a machine code (mapped to an HTTP status and a translated message). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly field?: string;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; field?: string; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

/** A validation error naming one field, with a message key of errors:validation. */
export function fieldError(field: string, messageKey: string): AppError {
  return new AppError('VALIDATION_ERROR', { field, params: { messageKey } });
}
