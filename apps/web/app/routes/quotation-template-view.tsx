import { Anchor, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/quotation-template-view';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { meQuery } from '~/lib/me-query.ts';
import { TemplateList } from '~/features/quoting/components/TemplateList.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'quoting:templates.title'), { name: 'robots', content: 'noindex' }];

/**
 * `/quotation-template-view`: a public address (linked from mails and the quotation form) whose
 * content is the logged-in supplier's templates; guests are asked to log in, buyers told why not.
 */
export default function QuotationTemplateViewPage() {
  const { t } = useTranslation('quoting');
  const me = useQuery(meQuery);
  const dialog = useDialog();
  const navigate = useNavigate();
  const user = me.data;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t('templates.title')}
            </Title>
            <Text c="dimmed">{t('templates.intro')}</Text>
          </div>
          {user?.is_supplier === 1 && (
            <Anchor component={Link} to="/business/my-quotations" size="sm">
              {t('templates.toSent')}
            </Anchor>
          )}
        </Group>
        {me.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : !user ? (
          <Card withBorder padding="xl" ta="center">
            <Stack align="center">
              <Text>{t('templates.loginPrompt')}</Text>
              <Button onClick={() => dialog.open('auth', { variant: 'login', userType: 'Seller' })}>{t('templates.login')}</Button>
            </Stack>
          </Card>
        ) : user.is_supplier !== 1 ? (
          <Card withBorder padding="xl" ta="center">
            <Text>{t('templates.suppliersOnly')}</Text>
          </Card>
        ) : (
          <TemplateList
            onNew={() => void navigate('/business/quotation-template/new')}
            onEdit={(tpl) => void navigate(`/business/quotation-template/${tpl.id}`)}
          />
        )}
      </Stack>
    </Container>
  );
}
