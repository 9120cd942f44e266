import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '~/lib/use-translation.tsx';
import { issueMessageKey } from '@tradelink/shared/i18n/translate';
import { ApiError } from '~/lib/api-client.ts';

type Values = Record<string, unknown>;

/**
 * Form state validated on the client with the same zod schema the server uses. Errors are
 * translated keys per field; a server ApiError naming a field lands on that field.
 */
export function useZodForm<S extends z.ZodType<unknown, Values>>(schema: S, initial: Partial<z.input<S>>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Partial<z.input<S>>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setField = useCallback(<K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K] | undefined) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** Validates everything; returns the parsed output or null (errors shown). */
  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (!next[field]) next[field] = t(`errors:${issueMessageKey(issue)}`);
    }
    setErrors(next);
    return null;
  }, [schema, values, t]);

  /**
   * Shows a failed call: on its field when the server named one (the message alone: the field's
   * label is right above it), otherwise above the form (with the label, which says where).
   */
  const showServerError = useCallback((error: unknown) => {
    if (error instanceof ApiError) {
      const message = error.messages[0] ?? t('errors:generic');
      if (error.field && error.field in (values as Values)) {
        setErrors((current) => ({ ...current, [error.field!]: error.fieldMessage ?? message }));
      } else {
        setFormError(message);
      }
      return;
    }
    setFormError(t('errors:generic'));
  }, [t, values]);

  /**
   * The form element's submit handler: checks the values on the client, then runs `action` with the
   * parsed values; a failed call lands on its field or above the form.
   */
  const onSubmit = (action: (values: z.output<S>) => Promise<unknown>) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    setFormError(null);
    const checked = validate();
    if (checked) action(checked).catch((error: unknown) => showServerError(error));
  };

  const field = <K extends keyof z.input<S> & string>(name: K) => ({
    value: (values[name] ?? '') as string,
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => setField(name, event.currentTarget.value as z.input<S>[K]),
  });

  return { values, setValues, setField, errors, setErrors, formError, setFormError, validate, showServerError, onSubmit, field };
}
