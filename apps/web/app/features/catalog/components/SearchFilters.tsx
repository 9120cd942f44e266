import { Anchor, Checkbox, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { SearchFacets } from '@tradelink/shared/catalog/search';
import { DATE_FILTERS } from '@tradelink/shared/catalog/search-options';
import { toggleListValue, withParams } from '../search-params.ts';

/** Filters with facet counts. Category links work without JavaScript; every choice lives in the URL. */
export function SearchFilters({ facets, showCategories = true }: { facets: SearchFacets; showCategories?: boolean }) {
  const { t } = useTranslation('catalog');
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
  const countries = new Set((params.get('countries') ?? '').split(',').filter(Boolean));
  const categoryId = params.get('category_id');

  return (
    <Stack gap="lg" component="aside" aria-label={t('filters.title')}>
      {showCategories && facets.categories.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h6">
            {t('filters.category')}
          </Title>
          {facets.categories.map((c) => (
            <Anchor
              key={c.value}
              component={Link}
              to={withParams(params, { category_id: categoryId === c.value ? null : c.value })}
              size="sm"
              fw={categoryId === c.value ? 700 : 400}
              aria-current={categoryId === c.value ? 'true' : undefined}
            >
              {c.label} <Text span c="dimmed" size="xs">({c.count})</Text>
            </Anchor>
          ))}
        </Stack>
      )}
      {facets.countries.length > 0 && (
        <Stack gap={6}>
          <Title order={2} size="h6">
            {t('filters.countries')}
          </Title>
          {facets.countries.map((c) => (
            <Checkbox
              key={c.value}
              size="xs"
              label={`${c.label} (${c.count})`}
              checked={countries.has(c.value)}
              onChange={() => go({ countries: toggleListValue(latest().get('countries'), c.value) })}
            />
          ))}
          {[...countries]
            .filter((code) => !facets.countries.some((c) => c.value === code))
            .map((code) => (
              <Checkbox key={code} size="xs" label={code} checked onChange={() => go({ countries: toggleListValue(latest().get('countries'), code) })} />
            ))}
        </Stack>
      )}
      <Stack gap={6}>
        <Checkbox
          size="xs"
          label={`${t('filters.verified')} (${facets.verified})`}
          checked={params.get('is_verified') === '1'}
          onChange={(e) => go({ is_verified: e.currentTarget.checked ? '1' : null })}
        />
        <Checkbox
          size="xs"
          label={`${t('filters.premium')} (${facets.premium})`}
          checked={params.get('premium') === '1'}
          onChange={(e) => go({ premium: e.currentTarget.checked ? '1' : null })}
        />
      </Stack>
      <NativeSelect
        size="xs"
        label={t('filters.date')}
        data={[{ value: '', label: t('filters.anyTime') }, ...DATE_FILTERS.map((d) => ({ value: d, label: t('filters.days', { count: Number(d) }) }))]}
        value={params.get('date') ?? ''}
        onChange={(e) => go({ date: e.currentTarget.value || null })}
      />
    </Stack>
  );
}
