import { Alert, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useNavigate, useParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { Route } from './+types/rfq-edit';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { myRfqQuery, useUpdateRfq } from '~/features/rfq/api/rfq-queries.ts';
import { RfqForm } from '~/features/rfq/components/RfqForm.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:edit.title');

export default function EditRfqPage() {
  const { t, i18n } = useTranslation('sourcing');
  const id = Number(useParams().id);
  const rfq = useQuery({ ...myRfqQuery(id, i18n.language as Language), enabled: isRowId(id) });
  const update = useUpdateRfq();
  const navigate = useNavigate();
  if (!isRowId(id) || (rfq.error instanceof ApiError && rfq.error.status === 404)) return <NotFound />;
  if (!rfq.data) return null;
  const editable = rfq.data.status === 0 || rfq.data.status === 1;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={1} size="h2">
        {t('edit.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {rfq.data.status === 1 ? t('edit.backToReview') : t('edit.subtitle')}
      </Text>
      {editable ? (
        <RfqForm
          variant="full"
          initial={rfq.data}
          submitLabel={t('edit.submit')}
          busy={update.isPending}
          onSubmit={async (form) => {
            await update.mutateAsync({ id, ...form });
            notifications.show({ color: 'green', message: t('edit.saved') });
            await navigate(`/user/request-quotation/detail/${id}`);
          }}
        />
      ) : (
        <Alert color="gray">{t('edit.locked')}</Alert>
      )}
    </Paper>
  );
}
