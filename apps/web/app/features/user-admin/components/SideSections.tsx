import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { UserDetail } from '@tradelink/shared/user-admin/user-detail';
import { FactTable } from '~/components/FactTable.tsx';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { countryName, formatDate, formatNumber } from '~/lib/format.ts';

/** A titled card of the detail page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function useDate() {
  const { t, i18n } = useTranslation('adminUsers');
  return (value: string | null) => (value ? formatDate(value, i18n.language) : t('detail.none'));
}

export function ProfileSection({ profile: p }: { profile: UserDetail['profile'] }) {
  const { t, i18n } = useTranslation('adminUsers');
  const date = useDate();
  return (
    <Section title={t('detail.sections.profile')}>
      <FactTable
        facts={[
          [t('detail.profile.name'), [p.first_name, p.last_name].filter(Boolean).join(' ')],
          [t('detail.profile.email'), p.email],
          [t('detail.profile.phone'), p.phone ?? t('detail.none')],
          [t('detail.profile.company'), p.company_name ?? t('detail.none')],
          [t('detail.profile.position'), p.position ?? t('detail.none')],
          [t('detail.profile.country'), p.country ? countryName(p.country, i18n.language) : t('detail.none')],
          [t('detail.profile.language'), p.language],
          [t('detail.profile.accountType'), t(`detail.profile.accountTypes.${p.account_type}`, { defaultValue: p.account_type })],
          [
            t('detail.profile.website'),
            // Only web addresses become links: a user-typed `javascript:` must stay text.
            p.website && /^https?:\/\//i.test(p.website) ? (
              <Anchor href={p.website} target="_blank" rel="noopener noreferrer nofollow">
                {p.website}
              </Anchor>
            ) : (
              (p.website ?? t('detail.none'))
            ),
          ],
          [t('detail.profile.joined'), date(p.created_at)],
          [t('detail.profile.activated'), date(p.activated_at)],
          [t('detail.profile.lastLogin'), date(p.last_login_at)],
        ]}
      />
    </Section>
  );
}

export function BuyingSection({ buyer }: { buyer: UserDetail['buyer'] }) {
  const { t } = useTranslation('adminUsers');
  const date = useDate();
  return (
    <Section title={t('detail.sections.buying')}>
      {buyer ? (
        <FactTable
          facts={[
            [t('detail.side.identity'), buyer.identity],
            [t('detail.side.plan'), buyer.plan_name],
            [t('detail.side.planActive'), date(buyer.plan_active_date)],
            [t('detail.side.planEnd'), date(buyer.plan_end_date)],
            [
              t('detail.side.bizVerified'),
              <Badge key="v" size="sm" variant="light" color={buyer.is_biz_verified ? 'teal' : 'gray'}>
                {t(buyer.is_biz_verified ? 'detail.side.verifiedOn' : 'detail.side.notVerified', { date: date(buyer.last_verified_at) })}
              </Badge>,
            ],
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('detail.side.noBuyer')}
        </Text>
      )}
    </Section>
  );
}

const QUOTAS = ['contact_quota', 'conversation_quota', 'farm_item_post_quota', 'farm_item_ads_quota'] as const;

export function SellingSection({ supplier }: { supplier: UserDetail['supplier'] }) {
  const { t, i18n } = useTranslation('adminUsers');
  const date = useDate();
  if (!supplier) {
    return (
      <Section title={t('detail.sections.selling')}>
        <Text size="sm" c="dimmed">
          {t('detail.side.noSupplier')}
        </Text>
      </Section>
    );
  }
  const b = supplier.balances;
  return (
    <Section title={t('detail.sections.selling')}>
      <FactTable
        facts={[
          [t('detail.side.company'), supplier.company_name],
          [t('detail.side.identity'), supplier.identity],
          [t('detail.side.level'), <VerificationLevel key="level" level={supplier.verification_level} lastVerifiedAt={supplier.last_verified_at} />],
          [t('detail.side.plan'), supplier.plan_name],
          [t('detail.side.planActive'), date(supplier.plan_active_date)],
          [t('detail.side.planEnd'), date(supplier.plan_end_date)],
        ]}
      />
      {b && (
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={t('detail.side.quotas')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.side.quotas')}</Table.Th>
              <Table.Th ta="end">{t('detail.side.left')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {QUOTAS.map((q) => (
              <Table.Tr key={q}>
                <Table.Td>{t(`detail.quota.${q}`)}</Table.Td>
                <Table.Td ta="end">{formatNumber(b[q], i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>{t('detail.quota.balance')}</Table.Td>
              <Table.Td ta="end">{formatNumber(b.balance, i18n.language)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}
