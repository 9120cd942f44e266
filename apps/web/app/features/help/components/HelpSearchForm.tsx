import { Form } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import css from './help.module.css';

/** A plain GET form to /help?q=…: the search runs on the server, so it works before any script. */
export function HelpSearchForm({ query = '' }: { query?: string }) {
  const { t } = useTranslation('help');
  return (
    <Form method="get" action="/help" role="search" className={css.search}>
      <label className={css.searchField}>
        <span className={css.label}>{t('search.label')}</span>
        <input type="search" name="q" defaultValue={query} maxLength={100} placeholder={t('search.placeholder')} className={css.input} />
      </label>
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
