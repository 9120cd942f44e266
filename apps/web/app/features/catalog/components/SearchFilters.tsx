import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { SearchFacets } from '@tradelink/shared/catalog/search';
import { DATE_FILTERS } from '@tradelink/shared/catalog/search-options';
import { RESPONSE_RATE_FILTERS, RESPONSE_TIME_FILTERS } from '@tradelink/shared/analytics/response-rules';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Stack } from '~/components/ui/layout.tsx';
import { Anchor, Text, Title } from '~/components/ui/text.tsx';
import { countryName } from '~/lib/format.ts';
import { toggleListValue, withParams } from '../search-params.ts';
import controls from './controls.module.css';
import css from './SearchFilters.module.css';

// Product searches only: an island loaded with `import()` (the server renders it all the same).
const NumberFilters = lazy(() => import('./NumberFilters.tsx'));

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={css.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {label}
    </label>
  );
}

/** Filters with facet counts. Category links work without JavaScript; every choice lives in the URL. */
export function SearchFilters({
  facets,
  showCategories = true,
  showNumbers = false,
  showResponse = false,
}: {
  facets: SearchFacets;
  showCategories?: boolean;
  showNumbers?: boolean;
  /** The suppliers' response figures (decision 033). */
  showResponse?: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A choice builds on the newest one, even when that one is still loading (or the page has not
  // re-rendered with it yet): two quick clicks keep both filters.
  const pending = useRef<string | null>(null);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') pending.current = null;
  }, [navigation.state]);
  const latest = () => new URLSearchParams(pending.current ?? window.location.search);
  const go = (changes: Record<string, string | null>) => {
    const next = withParams(latest(), changes);
    pending.current = next;
    void navigate(next, { preventScrollReset: true });
  };
  const toggleCountry = (code: string) => go({ countries: toggleListValue(latest().get('countries'), code) });
  const countries = new Set((params.get('countries') ?? '').split(',').filter(Boolean));
  const categoryId = params.get('category_id');

  return (
    <Stack gap="lg" component="aside" aria-label={t('filters.title')}>
      {showCategories && facets.categories.length > 0 && (
        <div className={css.categories}>
          <Title order={2} size="h6">
            {t('filters.category')}
          </Title>
          {facets.categories.map((c) => (
            <Anchor
              key={c.value}
              to={withParams(params, { category_id: categoryId === c.value ? null : c.value })}
              size="sm"
              fw={categoryId === c.value ? 700 : undefined}
              className={css.category}
              aria-current={categoryId === c.value ? 'true' : undefined}
            >
              {c.label}{' '}
              <Text component="span" c="dimmed" size="xs">
                ({c.count})
              </Text>
            </Anchor>
          ))}
        </div>
      )}
      {/* Chosen countries stay listed (checked) when no result is left to count them. */}
      {(facets.countries.length > 0 || countries.size > 0) && (
        <div className={css.checks}>
          <Title order={2} size="h6">
            {t('filters.countries')}
          </Title>
          {facets.countries.map((c) => (
            <Check key={c.value} label={`${c.label} (${c.count})`} checked={countries.has(c.value)} onChange={() => toggleCountry(c.value)} />
          ))}
          {[...countries]
            .filter((code) => !facets.countries.some((c) => c.value === code))
            .map((code) => (
              <Check key={code} label={countryName(code, i18n.language)} checked onChange={() => toggleCountry(code)} />
            ))}
        </div>
      )}
      <div className={css.checks}>
        <Check label={`${t('filters.verified')} (${facets.verified})`} checked={params.get('is_verified') === '1'} onChange={(on) => go({ is_verified: on ? '1' : null })} />
        <Check label={`${t('filters.premium')} (${facets.premium})`} checked={params.get('premium') === '1'} onChange={(on) => go({ premium: on ? '1' : null })} />
      </div>
      {/* Price and order quantity are product fields. */}
      {showNumbers && (
        <Suspense fallback={null}>
          <NumberFilters />
        </Suspense>
      )}
      {showResponse && (
        <div className={css.checks}>
          <label className={css.date}>
            <span className={controls.label}>{t('filters.responseRate')}</span>
            <select className={controls.select} value={params.get('response_rate') ?? ''} onChange={(e) => go({ response_rate: e.currentTarget.value || null })}>
              <option value="">{t('filters.responseRateAny')}</option>
              {[...RESPONSE_RATE_FILTERS].reverse().map((p) => (
                <option key={p} value={p}>
                  {t('filters.responseRateAtLeast', { percent: p })}
                </option>
              ))}
            </select>
          </label>
          <label className={css.date}>
            <span className={controls.label}>{t('filters.responseTime')}</span>
            <select className={controls.select} value={params.get('response_time') ?? ''} onChange={(e) => go({ response_time: e.currentTarget.value || null })}>
              <option value="">{t('filters.responseTimeAny')}</option>
              {RESPONSE_TIME_FILTERS.map((h) => (
                <option key={h} value={h}>
                  {t('filters.responseTimeHours', { count: Number(h) })}
                </option>
              ))}
            </select>
          </label>
          <Text size="xs" c="dimmed">
            {t('filters.responseHint')}
          </Text>
        </div>
      )}
      <label className={css.date}>
        <span className={controls.label}>{t('filters.date')}</span>
        <select className={controls.select} value={params.get('date') ?? ''} onChange={(e) => go({ date: e.currentTarget.value || null })}>
          <option value="">{t('filters.anyTime')}</option>
          {DATE_FILTERS.map((d) => (
            <option key={d} value={d}>
              {t('filters.days', { count: Number(d) })}
            </option>
          ))}
        </select>
      </label>
    </Stack>
  );
}
