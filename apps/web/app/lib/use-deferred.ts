import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

/**
 * A component whose code (menus, tooltips: Mantine's floating-ui) is not part of a page's first
 * download. The page renders a look-alike placeholder; the real component's module loads when the
 * browser is idle after hydration, or at once when the user reaches for the placeholder (pointer,
 * finger, focus, press). It replaces the placeholder in one step once loaded, so there is no empty
 * moment; `opening` says the placeholder was pressed (open the real one), `hadFocus` that it had the
 * keyboard focus (hand it over).
 */
export function useDeferred<P>(load: () => Promise<{ default: ComponentType<P> }>, { idle = true }: { idle?: boolean } = {}) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [opening, setOpening] = useState(false);
  const hadFocus = useRef(false);
  const loadRef = useRef(load);
  const start = useCallback(() => {
    void loadRef.current().then((module) => setLoaded(() => module.default));
  }, []);

  useEffect(() => {
    // Parts that bring Mantine (loadInScope) wait for the user: loading them on idle would add
    // Mantine's code and stylesheet to every light page's first seconds (decision 012).
    if (!idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 1500);
    return () => window.clearTimeout(id);
  }, [start, idle]);

  return {
    Loaded,
    opening,
    hadFocus,
    handlers: {
      onPointerEnter: start,
      onTouchStart: start,
      onFocus: () => {
        hadFocus.current = true;
        start();
      },
      onBlur: () => {
        hadFocus.current = false;
      },
      onClick: () => {
        setOpening(true);
        start();
      },
    },
  };
}

/**
 * For the real component that replaced a placeholder: a ref for its trigger, focused on mount when
 * the placeholder had the keyboard focus (`takeFocus`), so the swap is invisible to keyboard users.
 */
export function useFocusHandOver<T extends HTMLElement>(takeFocus: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return ref;
}

/**
 * The open state of a menu that replaced a placeholder. Escape closes it wherever the focus is:
 * Mantine's list takes the focus a moment after opening (and listens for Escape only inside),
 * so a key pressed in between, or while the trigger still has the focus, was lost.
 */
export function useMenuOpened(defaultOpened: boolean) {
  const [opened, setOpened] = useState(defaultOpened);
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened]);
  return { opened, onChange: setOpened };
}
