import { useTranslation } from '~/lib/use-translation.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import css from './errors.module.css';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className={css.screen}>
      <div className={css.body}>
        <p className={css.code} aria-hidden="true">
          404
        </p>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <div className={css.actions}>
          <ButtonLink to="/">{t('notFound.goHome')}</ButtonLink>
        </div>
      </div>
    </div>
  );
}
