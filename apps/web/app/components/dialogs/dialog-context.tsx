import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { DIALOG_DEBOUNCE_MS } from '@tradelink/shared/constants/timing';
import type { DialogPropsMap, DialogType, OpenDialog } from './dialog-types.ts';

interface DialogApi {
  current: OpenDialog | null;
  open<T extends DialogType>(type: T, props: DialogPropsMap[T]): void;
  /**
   * Closes the dialog; within 300 ms of the previous toggle it is ignored (a double click's second
   * click) unless `afterAction`: the dialog's own action goes ahead as it closes (it navigates
   * away), and an ignored close would leave it open over the next page.
   */
  close(options?: { afterAction?: boolean }): void;
}

const DialogContext = createContext<DialogApi | null>(null);

/** Holds the open dialog. A toggle within 300 ms of the previous one is ignored (double clicks). */
export function DialogProvider({ children, now = () => Date.now() }: { children: ReactNode; now?: () => number }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const lastToggle = useRef(-Infinity);

  const allowToggle = useCallback(() => {
    const t = now();
    if (t - lastToggle.current < DIALOG_DEBOUNCE_MS) return false;
    lastToggle.current = t;
    return true;
  }, [now]);

  const api = useMemo<DialogApi>(
    () => ({
      current,
      open(type, props) {
        if (allowToggle()) setCurrent({ type, props } as OpenDialog);
      },
      close(options) {
        if (allowToggle() || options?.afterAction) setCurrent(null);
      },
    }),
    [current, allowToggle],
  );
  return <DialogContext.Provider value={api}>{children}</DialogContext.Provider>;
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog outside DialogProvider');
  return api;
}
