import { nulPath } from '@tradelink/shared/validation/nul';
import { AppError } from './app-error.ts';

/**
 * Refuses input carrying a NUL character anywhere (PostgreSQL text cannot hold one) with a 400
 * VALIDATION_ERROR that names the field: one check for every call and socket event, before the
 * schema, so no text field can forget it.
 */
export function refuseNul(input: unknown): void {
  const field = nulPath(input);
  if (field !== undefined) throw new AppError('VALIDATION_ERROR', { field: field || undefined, params: { messageKey: 'invalid' } });
}
