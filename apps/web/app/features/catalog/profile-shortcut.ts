/**
 * `?uid=<identity>` on the supplier and buyer listings (/suppliers, /buyers and their categories): a
 * short link to one party's public profile, as mails and printed material use. A supplier identity
 * (SUP...) goes to /supplier/{identity}, a buyer's (BUR...) to /buyer/{identity}; anything else is
 * ignored and the listing shows as usual. Whether the party exists is the profile page's business.
 */
export function profileShortcut(uid: string | null): string | null {
  const identity = (uid ?? '').trim().toUpperCase();
  const match = /^(SUP|BUR)[A-Z0-9]{3,20}$/.exec(identity);
  if (!match) return null;
  return `${match[1] === 'SUP' ? '/supplier' : '/buyer'}/${identity}`;
}
