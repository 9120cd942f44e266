// Validation rules of spec section 5, as pure functions shared by client and server.

/** Local part, @, domain with a top-level part of 2 or more letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** Digits with an optional single decimal point. */
export const QUANTITY_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
/** 1 to 7 digits, no leading zero. */
export const INTEGER_PATTERN = /^[1-9]\d{0,6}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  const local = value.slice(0, at);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(value);
}

export function isValidQuantity(value: string): boolean {
  return QUANTITY_PATTERN.test(value) && Number(value) > 0;
}

export function isValidInteger(value: string): boolean {
  return INTEGER_PATTERN.test(value);
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Year options run from 1900 to the current year. */
export function yearOptions(order: 'asc' | 'desc' = 'desc', now = new Date()): number[] {
  const years: number[] = [];
  for (let y = 1900; y <= now.getFullYear(); y++) years.push(y);
  return order === 'asc' ? years : years.reverse();
}
