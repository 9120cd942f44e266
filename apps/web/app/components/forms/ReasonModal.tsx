import { useId, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { useZodForm } from './use-zod-form.ts';

type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

interface Props<S extends FormSchema> {
  title: string;
  intro?: ReactNode;
  /** Between the intro and the text box, e.g. a warning about what the action does. */
  notice?: ReactNode;
  /** The request the server checks, validated here too; `initial` holds its fixed parts (ids, decision). */
  schema: S;
  initial: Partial<z.input<S>>;
  /** The request field the text goes into; `reason` unless told. */
  field?: keyof z.input<S> & string;
  /** The text box's label; without one the modal only asks to confirm. */
  label?: string;
  /** Under the label; a function gets the current text (to count its length). */
  description?: ReactNode | ((text: string) => ReactNode);
  required?: boolean;
  maxLength?: number;
  /** Common reasons that fill the box, still editable: the reader gets the text as written. */
  quickPicks?: { label: string; options: string[] };
  submitLabel: string;
  submitColor: string;
  cancelLabel: string;
  /** Sends the request (and says it worked); the modal closes when it resolves and shows the error when it fails. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The console's "why?" dialog: reject posts, hide a review, close reports, warn or suspend an
 * account, decide a verification. Mount it only while open, so each opening starts empty.
 */
export function ReasonModal<S extends FormSchema>(props: Props<S>) {
  const { schema, initial, label, description, quickPicks, onSubmit, onClose } = props;
  const field = props.field ?? ('reason' as keyof z.input<S> & string);
  const form = useZodForm(schema, initial);
  const picksId = useId();
  const [busy, setBusy] = useState(false);
  const text = String(form.values[field] ?? '');

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={props.title} centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          {props.intro && <Text size="sm">{props.intro}</Text>}
          {props.notice}
          <FormErrorAlert message={form.formError} />
          {label && quickPicks && (
            <div>
              <Text size="sm" fw={500} mb={4} id={picksId}>
                {quickPicks.label}
              </Text>
              <Group gap={6} role="group" aria-labelledby={picksId}>
                {quickPicks.options.map((option) => (
                  <Button key={option} size="compact-xs" variant="light" type="button" onClick={() => form.setField(field, option as z.input<S>[typeof field])}>
                    {option}
                  </Button>
                ))}
              </Group>
            </div>
          )}
          {label && (
            <Textarea
              label={label}
              description={typeof description === 'function' ? description(text) : description}
              required={props.required}
              maxLength={props.maxLength}
              autosize
              minRows={3}
              maxRows={8}
              data-autofocus
              {...form.field(field)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {props.cancelLabel}
            </Button>
            <Button type="submit" color={props.submitColor} loading={busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
