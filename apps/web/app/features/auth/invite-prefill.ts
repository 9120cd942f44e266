import { isValidEmail } from '@tradelink/shared/validation/patterns';

/**
 * What an invitation or campaign link may fill in on /register and /login: `ml` (the email) and
 * `un` (the person's name). Both are only suggestions the user sees and can change; an invalid email
 * or an unusable name is dropped silently. React escapes them when shown.
 */
export interface InvitePrefill {
  email?: string;
  firstName?: string;
  lastName?: string;
}

const NAME_MAX = 80;

export function readInvitePrefill(params: URLSearchParams): InvitePrefill {
  const out: InvitePrefill = {};
  const ml = (params.get('ml') ?? '').trim().toLowerCase();
  if (ml.length <= 254 && isValidEmail(ml)) out.email = ml;
  // Control characters and angle brackets have no place in a name; spaces are tidied.
  const un = [...(params.get('un') ?? '').replace(/\s+/g, ' ')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '<' && c !== '>')
    .join('')
    .trim();
  if (un) {
    // "Jane Doe": the first word is the first name, the rest the last name (the user can change both).
    const space = un.indexOf(' ');
    out.firstName = (space === -1 ? un : un.slice(0, space)).slice(0, NAME_MAX);
    if (space !== -1) out.lastName = un.slice(space + 1).slice(0, NAME_MAX);
  }
  return out;
}
