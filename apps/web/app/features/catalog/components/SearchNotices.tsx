import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { saveQuickRfqDraft, readQuickRfqDraft } from '~/features/rfq/public/quick-rfq-draft.ts';
import { Trans, useTranslation } from '~/lib/use-translation.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { withParams } from '../search-params.ts';
import css from './SearchNotices.module.css';

/**
 * Said when the words as typed found nothing and a near spelling did: which keyword the results
 * are for, and a link that searches the words exactly as typed (`exact=1`: no near spellings).
 */
export function CorrectionNotice({ corrected, keyword }: { corrected: string; keyword: string }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  return (
    <p className={css.correction}>
      <Trans t={t} i18nKey="search.corrected" values={{ corrected }} components={{ b: <strong /> }} />{' '}
      <span className={css.instead}>
        <Trans t={t} i18nKey="search.instead" values={{ keyword }} components={{ exact: <Link to={withParams(params, { exact: '1' })} className={css.link} /> }} />
      </span>
    </p>
  );
}

/** `/quick-rfq` with the keyword as the product name (see the note in the report on the parameter). */
export function quickRfqHref(keyword: string): string {
  return `/quick-rfq?${new URLSearchParams({ product_name: keyword }).toString()}`;
}

/**
 * No results for a keyword: the way forward is to ask suppliers for it. The link opens the quick
 * RFQ form with the keyword as the product name: it goes in the URL, and (since the form starts
 * from its saved draft) into that draft before the form opens.
 */
export function PostRfqOffer({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={css.offer}>
      <h2 id={titleId} className={css.offerTitle}>
        {t('search.rfqOffer.title', { keyword })}
      </h2>
      <p className={css.offerText}>{t('search.rfqOffer.body')}</p>
      <ButtonLink to={quickRfqHref(keyword)} onClick={() => saveQuickRfqDraft({ ...readQuickRfqDraft(), product_name: keyword.slice(0, 200) })}>
        {t('search.rfqOffer.action')}
      </ButtonLink>
    </section>
  );
}
