import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useSearchParams } from 'react-router';
import { amountProblem, NUMBER_FILTERS, priceRangeProblem } from '@tradelink/shared/catalog/filters';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Button } from '~/components/ui/button.tsx';
import { cx } from '~/components/ui/layout.tsx';
import controls from './controls.module.css';
import css from './NumberFilters.module.css';

type Field = (typeof NUMBER_FILTERS)[number];

/**
 * Price range (US dollars) and order quantity of the product search: a GET form that keeps the
 * URL's other parameters (hidden inputs, so it works before hydration too). Checked here as the
 * server checks it (catalog/filters.ts): a bad amount or a reversed range shows its error under
 * the field and the search does not change.
 */
export default function NumberFilters() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first wrong field takes the focus once it is marked.
  const focusError = useRef(false);
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const kept = [...params].filter(([name]) => !(NUMBER_FILTERS as readonly string[]).includes(name) && name !== 'page');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const data = new FormData(form);
    const value = (f: Field) => String(data.get(f) ?? '');
    const found: Partial<Record<Field, string>> = {};
    for (const f of NUMBER_FILTERS) {
      const problem = amountProblem(value(f));
      if (problem) found[f] = t(`filters.errors.${problem}`);
    }
    const range = priceRangeProblem(value('price_min'), value('price_max'));
    if (range && !found.price_max) found.price_max = t(`filters.errors.${range}`);
    setErrors(found);
    if (Object.keys(found).length) {
      e.preventDefault();
      focusError.current = true;
      return;
    }
    // Blank fields are left out of the URL rather than sent empty: disabled while the form is read.
    const blank = NUMBER_FILTERS.map((f) => form.elements.namedItem(f) as HTMLInputElement | null).filter((i) => i && !i.value.trim());
    for (const input of blank) input!.disabled = true;
    queueMicrotask(() => blank.forEach((input) => (input!.disabled = false)));
  };

  const field = (f: Field, label: string) => {
    const error = errors[f];
    return (
      <label className={css.field}>
        <span className={controls.label}>{label}</span>
        <input
          name={f}
          defaultValue={params.get(f) ?? ''}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${f}-error` : undefined}
          className={cx(controls.input, css.input, error && css.invalid)}
        />
        {error && (
          <span id={`${id}-${f}-error`} className={css.error}>
            {error}
          </span>
        )}
      </label>
    );
  };

  return (
    // Keyed by the URL's values: a chip removed elsewhere empties the field here.
    <Form ref={formRef} method="get" preventScrollReset noValidate onSubmit={onSubmit} className={css.form} key={NUMBER_FILTERS.map((f) => params.get(f)).join('|')}>
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('filters.price')}</legend>
        <div className={css.row}>
          {field('price_min', t('filters.priceMin'))}
          {field('price_max', t('filters.priceMax'))}
        </div>
      </fieldset>
      {field('moq', t('filters.moq'))}
      <Button type="submit" size="xs" variant="default">
        {t('filters.applyNumbers')}
      </Button>
    </Form>
  );
}
