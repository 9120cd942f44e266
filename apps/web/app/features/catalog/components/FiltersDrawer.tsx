import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Button } from '~/components/ui/button.tsx';
import css from './FiltersDrawer.module.css';

/**
 * The filters as a bottom sheet on phones: a native modal <dialog> (focus trap, Escape, inert page
 * for free), so opening it loads no Mantine (decision 012). The filters render only while open. The
 * page behind does not scroll while it is open (the module's CSS), and it closes when the viewport
 * grows to md, where the filters show beside the results (Mantine's Drawer was `hiddenFrom="md"`).
 */
export default function FiltersDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    else if (!opened && dialog.open) dialog.close();
  }, [opened]);
  useEffect(() => {
    if (!opened) return;
    const wide = window.matchMedia('(min-width: 56.25em)');
    const close = () => wide.matches && onClose();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [opened, onClose]);
  return (
    <dialog
      ref={ref}
      className={css.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      // The body fills the sheet: a click on the <dialog> itself is a click on the backdrop.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={css.body}>
        <div className={css.header}>
          <h2 id={titleId} className={css.title}>
            {t('filters.title')}
          </h2>
          <button type="button" className={css.close} aria-label={t('filters.close')} onClick={onClose}>
            <svg viewBox="0 0 15 15" aria-hidden="true">
              <path
                fill="currentColor"
                d="M11.78 4.03a.5.5 0 0 0-.7-.7L7.5 6.79 3.93 3.22a.5.5 0 0 0-.7.7L6.79 7.5l-3.57 3.57a.5.5 0 0 0 .7.7L7.5 8.21l3.57 3.57a.5.5 0 0 0 .7-.7L8.21 7.5l3.57-3.47Z"
              />
            </svg>
          </button>
        </div>
        {opened && children}
        <Button fullWidth className={css.apply} onClick={onClose}>
          {t('filters.apply')}
        </Button>
      </div>
    </dialog>
  );
}
