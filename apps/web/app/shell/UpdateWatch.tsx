import { useEffect, useId, useState } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { watchForUpdate } from '~/lib/update-check.ts';
import css from './update-prompt.module.css';

export interface UpdateWatchProps {
  /** The version of the build this page runs. */
  version: string;
}

/** The checks and the prompt, loaded by UpdatePrompt at the first check (decision 021). */
export function UpdateWatch({ version }: UpdateWatchProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [state, setState] = useState<'hidden' | 'asking' | 'updating'>('hidden');
  useEffect(() => {
    try {
      // performance.now(): how long this document has been loaded (the checks count from there).
      return watchForUpdate(version, performance.now(), () => setState('asking'), { doc: document, storage: sessionStorage, fetcher: (url, init) => fetch(url, init) });
    } catch {
      // No session storage (a locked-down browser): no prompt rather than one on every page.
    }
  }, [version]);
  if (state === 'hidden') return null;
  const update = () => {
    setState('updating');
    // The new build is already live on the server: loading the page again is what activates it.
    // Next task, so the indicator paints first.
    setTimeout(() => window.location.reload(), 0);
  };
  return (
    <section className={css.prompt} aria-labelledby={titleId} onKeyDown={(event) => event.key === 'Escape' && state === 'asking' && setState('hidden')}>
      <h2 id={titleId} className={css.title}>
        {t('update.title')}
      </h2>
      {state === 'updating' ? (
        <p role="status" className={css.text}>
          <span className={css.spinner} aria-hidden="true" />
          {t('update.updating')}
        </p>
      ) : (
        <>
          <p className={css.text}>{t('update.question')}</p>
          <div className={css.actions}>
            <Button variant="default" onClick={() => setState('hidden')}>
              {t('update.later')}
            </Button>
            <Button onClick={update}>{t('update.now')}</Button>
          </div>
        </>
      )}
    </section>
  );
}
