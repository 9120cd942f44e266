import { useState } from 'react';
import { Anchor, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { templateFormValues } from '@tradelink/shared/quotation/template';
import type { Route } from './+types/quotation-template';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { templateQuery, useDeleteTemplate, useSaveTemplate } from '~/features/quoting/api/template-queries.ts';
import { TemplateForm } from '~/features/quoting/components/TemplateForm.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, params.quotation_template_id === 'new' ? 'quoting:template.newTitle' : 'quoting:template.editTitle');

const LIST = '/quotation-template-view';

/** `/business/quotation-template/new` creates a template, `/business/quotation-template/{id}` edits or deletes one. */
export default function BusinessQuotationTemplate() {
  const { t } = useTranslation('quoting');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const param = useParams().quotation_template_id ?? '';
  const isNew = param === 'new';
  const id = Number(param);
  const valid = isNew || (isRowId(id));
  const existing = useQuery({ ...templateQuery(id), enabled: valid && !isNew });
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (!valid || (existing.error instanceof ApiError && existing.error.status === 404)) return <NotFound />;
  if (!isNew && !existing.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const template = existing.data;
  return (
    <Stack maw={760}>
      <Anchor component={Link} to={LIST} size="sm">
        {t('template.backToList')}
      </Anchor>
      <Title order={1} size="h2">
        {isNew ? t('template.newTitle') : t('template.editTitle')}
      </Title>
      <Text c="dimmed">{t('template.intro')}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <TemplateForm
          key={template?.updated_at ?? 'new'}
          initial={template ? templateFormValues(template) : {}}
          submitLabel={t('template.save')}
          busy={save.isPending}
          onSubmit={async (checked) => {
            const saved = await save.mutateAsync({ ...checked, id: isNew ? undefined : id });
            notifications.show({ color: 'green', message: t('template.saved', { name: saved.name }) });
            await navigate(LIST);
          }}
          extra={
            template && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('templates.delete')}
              </Button>
            )
          }
        />
      </Paper>
      {confirming && template && (
        <Modal opened onClose={() => setConfirming(false)} title={t('templates.deleteTitle')} centered>
          <Stack>
            <Text>{t('templates.confirmDelete', { name: template.name })}</Text>
            {deleteError && (
              <Text c="red" size="sm" role="alert">
                {deleteError}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('form.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { id: template.id },
                    {
                      onSuccess: () => {
                        notifications.show({ color: 'green', message: t('templates.deleted', { name: template.name }) });
                        void navigate(LIST);
                      },
                      onError: (e) => setDeleteError(apiErrorText(e, te('generic'))),
                    },
                  )
                }
              >
                {t('templates.delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
