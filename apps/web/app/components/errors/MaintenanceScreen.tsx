import { useTranslation } from '~/lib/use-translation.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { cx } from '~/components/ui/layout.tsx';
import css from './errors.module.css';

/** The screen for an uncaught render error: an upgrade in progress, with a reload and a way home. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <div className={cx(css.screen, css.tall)}>
      <div className={css.body}>
        <Title order={1}>{t('errorScreen.title')}</Title>
        <Text c="dimmed">{t('errorScreen.body')}</Text>
        <div className={css.actions}>
          <Button onClick={() => window.location.reload()}>{t('errorScreen.tryAgain')}</Button>
          {/* A full page load, as before (a plain link): the app may be in a broken state. */}
          <ButtonLink variant="default" to="/" reloadDocument>
            {t('errorScreen.goHome')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
