import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/support-request';
import { adminSupportRequestQuery } from '~/features/support/api/admin-support-queries.ts';
import { AdminSupportRequestView } from '~/features/support/components/AdminSupportRequestView.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';


export const meta: Route.MetaFunction = ({ matches, params }) => adminTitle(matches, 'adminSupport', 'detail.title', { id: params.id });
/** `/admin/support/:id`: one request, its thread and the answer box. */
export default function AdminSupportRequestPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation('adminSupport');
  const id = Number(params.id);
  const request = useQuery({ ...adminSupportRequestQuery(id), enabled: isRowId(id), meta: { silent: true } });
  return (
    <Stack>
      <Title order={1} size="h2">{t('detail.title', { id: params.id })}</Title>
      <Anchor component={Link} to="/admin/support" size="sm">
        ← {t('detail.back')}
      </Anchor>
      {request.isError || !(id > 0) ? <Alert color="gray">{t('detail.notFound')}</Alert> : request.data && <AdminSupportRequestView request={request.data} />}
    </Stack>
  );
}
