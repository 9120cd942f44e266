import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@tradelink/shared/account/user';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import type { DialogPropsMap } from '~/components/dialogs/dialog-types.ts';
import { useMe } from '~/lib/me-store.tsx';

type TrustDialog = 'review' | 'report' | 'claimBusiness' | 'requestRemoval';

/** Whether a party identity (SUP… / BUR…) is one of the caller's own sides. */
export const isOwnParty = (me: User | null, identity: string) => Boolean(me && (me.supplier?.identity === identity || me.buyer?.identity === identity));

/**
 * Opens a dialog that needs an account: guests are asked to log in first (the `auth` dialog), as
 * the inquiry buttons do.
 */
export function useOpenForUser() {
  const me = useMe();
  const dialog = useDialog();
  return <T extends TrustDialog>(type: T, props: DialogPropsMap[T]) => {
    if (!me) dialog.open('auth', { variant: 'login' });
    else dialog.open(type, props);
  };
}

/**
 * `?popup=review` / `?popup=report` links open their dialog once on arrival; the parameter then
 * leaves the URL (replacing the history entry), so reloading or going back does not reopen it.
 */
export function usePopupDialog(openers: Partial<Record<'review' | 'report', (() => void) | null>>) {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const popup = params.get('popup');
  useEffect(() => {
    if (done.current || (popup !== 'review' && popup !== 'report')) return;
    done.current = true;
    openers[popup]?.();
    setParams(
      (current) => {
        current.delete('popup');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once per arrival: the openers change with every render and must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup, setParams]);
}
