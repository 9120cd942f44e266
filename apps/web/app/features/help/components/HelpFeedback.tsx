import { useId, useState, type FormEvent } from 'react';
import { HELP_COMMENT_MAX } from '@tradelink/shared/help/help-limits';
import { Button } from '~/components/ui/button.tsx';
import { Paper } from '~/components/ui/layout.tsx';
import { Text } from '~/components/ui/text.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import css from './help.module.css';

// The API client (signing, call table) loads on the first vote, not with the light article page.
const loadClient = () => import('~/lib/api-client.ts');

type State = { step: 'ask' } | { step: 'comment'; helpful: boolean } | { step: 'done'; message: string };

/**
 * "Was this article helpful?": yes or no, then an optional comment, sent once. The server keeps one
 * vote per visitor and article; a second one is answered with its translated message, shown here.
 */
export function HelpFeedback({ article }: { article: string }) {
  const { t } = useTranslation('help');
  const [state, setState] = useState<State>({ step: 'ask' });
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const errorId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'comment') return;
    const text = comment.trim();
    if (text.length > HELP_COMMENT_MAX) return setError(t('feedback.tooLong', { max: HELP_COMMENT_MAX }));
    setBusy(true);
    setError(null);
    try {
      const { api, ApiError } = await loadClient();
      try {
        await api('help.send_feedback', { article, helpful: state.helpful, comment: text || undefined });
        setState({ step: 'done', message: t('feedback.thanks') });
      } catch (e) {
        if (e instanceof ApiError && e.code === 'HELP_VOTE_EXISTS') setState({ step: 'done', message: e.message });
        else setError(e instanceof ApiError ? e.message : t('feedback.error'));
      }
    } catch {
      setError(t('feedback.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <div className={css.feedback}>
        <Text fw={600} id={headingId}>
          {t('feedback.question')}
        </Text>
        {state.step === 'done' ? (
          <p role="status">{state.message}</p>
        ) : (
          <form onSubmit={send} className={css.feedback} noValidate>
            <div className={css.choices} role="group" aria-labelledby={headingId}>
              {[true, false].map((helpful) => (
                <Button
                  key={String(helpful)}
                  variant={state.step === 'comment' && state.helpful === helpful ? 'filled' : 'default'}
                  aria-pressed={state.step === 'comment' && state.helpful === helpful}
                  onClick={() => setState({ step: 'comment', helpful })}
                >
                  {helpful ? t('feedback.yes') : t('feedback.no')}
                </Button>
              ))}
            </div>
            {state.step === 'comment' && (
              <>
                <label className={css.feedback}>
                  <span className={css.label}>{t('feedback.commentLabel')}</span>
                  <textarea
                    name="comment"
                    value={comment}
                    onChange={(e) => setComment(e.target.value)}
                    className={css.textarea}
                    aria-invalid={error !== null}
                    aria-describedby={errorId}
                  />
                  <Text size="xs" c="dimmed">
                    {t('feedback.commentHint', { max: HELP_COMMENT_MAX })} ({comment.trim().length}/{HELP_COMMENT_MAX})
                  </Text>
                </label>
                <p id={errorId} className={css.error} role="alert">
                  {error}
                </p>
                <div>
                  <Button type="submit" disabled={busy}>
                    {t('feedback.send')}
                  </Button>
                </div>
              </>
            )}
          </form>
        )}
      </div>
    </Paper>
  );
}
