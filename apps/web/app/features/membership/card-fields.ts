// The sandbox card form's inputs: what people type (spaces, "MM/YY") turned into what
// `membership.sandbox_pay` takes (digits, month and four-digit year), and back.

const MAX_CARD_DIGITS = 19;

/** "4242424242424242" or "4242 42424242 4242" -> "4242 4242 4242 4242" (groups of four, at most 19 digits). */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry box as it is typed: digits only, a slash after the month. A lone first digit above 1
 * is a month already ("4" -> "04/"), so nobody has to type the leading zero.
 */
export function formatExpiryInput(raw: string, previous = ''): string {
  // A pasted "12/2030" keeps its month and the year's last two digits.
  const full = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(raw);
  if (full) return `${full[1]!.padStart(2, '0')}/${full[2]}`;
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit, so backspace does not get stuck on it.
  if (previous.endsWith('/') && raw.length < previous.length && digits.length === 2) digits = digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return raw.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * "MM/YY" -> the request's month and year. Anything incomplete becomes '' so the shared schema
 * reports it with its own message (card_expiry_invalid) rather than a generic one.
 */
export function parseExpiry(text: string): { exp_month: string; exp_year: string } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { exp_month: '', exp_year: '' };
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { exp_month: String(Number(match[1])), exp_year: String(year) };
}

/**
 * A card is good through the last day of its expiry month, counted in UTC as the server counts it
 * (sandbox_pay): otherwise, around midnight at a month's end, the form and the server disagree.
 */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current;
}
