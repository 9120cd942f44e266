import { useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { MAX_TEMPLATES, type QuotationTemplate } from '@tradelink/shared/quotation/template';
import { apiErrorText } from '~/lib/api-client.ts';
import { templatesQuery, useDeleteTemplate } from '../api/template-queries.ts';
import { TemplateTerms } from './TemplateTerms.tsx';

interface Props {
  onNew: () => void;
  onEdit: (template: QuotationTemplate) => void;
  /** Given when a quotation is being written: each template offers to fill it in. */
  onApply?: (template: QuotationTemplate) => void;
}

/** The supplier's templates with their terms; apply, edit or delete each (deleting asks first). */
export function TemplateList({ onNew, onEdit, onApply }: Props) {
  const { t } = useTranslation('quoting');
  const { t: te } = useTranslation('errors');
  const list = useQuery(templatesQuery());
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (list.isError) return <Alert color="red">{apiErrorText(list.error, te('generic'))}</Alert>;
  const templates = list.data;
  const full = templates.length >= MAX_TEMPLATES;
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('templates.count', { count: templates.length, max: MAX_TEMPLATES })}
        </Text>
        <Button size="xs" variant="light" onClick={onNew} disabled={full} title={full ? t('templates.full', { max: MAX_TEMPLATES }) : undefined}>
          {t('templates.new')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {templates.length === 0 && (
        <Card withBorder padding="lg" ta="center">
          <Text>{t('templates.empty')}</Text>
        </Card>
      )}
      {templates.map((tpl) => (
        <Card key={tpl.id} withBorder padding="md" component="article" aria-label={tpl.name}>
          <Stack gap="xs">
            <Text fw={600}>{tpl.name}</Text>
            <TemplateTerms template={tpl} />
            {confirming === tpl.id ? (
              <Group gap="xs" justify="flex-end">
                <Text size="sm">{t('templates.confirmDelete', { name: tpl.name })}</Text>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  {t('form.cancel')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { id: tpl.id },
                      {
                        onSuccess: () => setConfirming(null),
                        onError: (e) => setError(apiErrorText(e, te('generic'))),
                      },
                    )
                  }
                >
                  {t('templates.delete')}
                </Button>
              </Group>
            ) : (
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(tpl.id)} aria-label={t('templates.deleteNamed', { name: tpl.name })}>
                  {t('templates.delete')}
                </Button>
                <Button size="xs" variant="default" onClick={() => onEdit(tpl)} aria-label={t('templates.editNamed', { name: tpl.name })}>
                  {t('templates.edit')}
                </Button>
                {onApply ? (
                  <Button size="xs" onClick={() => onApply(tpl)} aria-label={t('templates.applyNamed', { name: tpl.name })}>
                    {t('templates.apply')}
                  </Button>
                ) : (
                  // Outside the quotation form: quote buying leads with this template (`qlt`).
                  <Button size="xs" variant="light" component={Link} to={`/business/buying-leads?qlt=${tpl.id}`} aria-label={t('templates.quoteLeadsNamed', { name: tpl.name })}>
                    {t('templates.quoteLeads')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
