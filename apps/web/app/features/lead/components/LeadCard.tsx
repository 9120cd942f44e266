import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { BuyingLead } from '@tradelink/shared/lead/lead';
import { SendQuotationButton } from '~/features/quoting/public/SendQuotationButton.tsx';
import { ContactBuyerButton } from '~/features/contact/public/ContactBuyerButton.tsx';
import { SendInquiryToBuyerButton } from '~/features/inquiry/public/SendInquiryToBuyerButton.tsx';
import { ChatNowButton } from '~/features/chat/public/ChatNowButton.tsx';
import { countryName, formatDate, formatMoney, formatRelative } from '~/lib/format.ts';
import { useHideLead } from '../api/lead-queries.ts';
import { leadReasonText } from './lead-reason-text.ts';
import { formatQuantity } from '@tradelink/shared/reference/units';
import { startFromTemplate } from '~/features/quoting/public/start-from-template.ts';

/**
 * One buying lead: the request, its buyer, why it is recommended, and what the supplier can do about it.
 * `focused`: the lead a link named (`?rfq-id=` / `?lead_id=`), outlined and marked as current;
 * `templateId`: the quotation template a new quotation starts from (`?qlt=`).
 */
export function LeadCard({ lead, focused = false, templateId }: { lead: BuyingLead; focused?: boolean; templateId?: number }) {
  const { t, i18n } = useTranslation('leads');
  const lang = i18n.language;
  const hide = useHideLead();
  const titleId = `lead-${lead.rfq_id}`;
  const facts = [
    [t('leads.card.quantity'), formatQuantity(lead.quantity, lead.uom, lang)],
    [t('leads.card.targetPrice'), lead.target_price ? formatMoney(Number(lead.target_price), lead.currency, lang) : null],
    [t('leads.card.destination'), lead.destination_country ? countryName(lead.destination_country, lang) : null],
    [t('leads.card.expires'), lead.expiry_date ? formatDate(lead.expiry_date, lang) : null],
    [t('leads.card.files'), lead.attachment_count > 0 ? t('leads.card.fileCount', { count: lead.attachment_count }) : null],
  ].filter((f): f is [string, string] => Boolean(f[1]));

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      id={`lead-card-${lead.rfq_id}`}
      aria-labelledby={titleId}
      aria-current={focused || undefined}
      data-new={lead.is_new || undefined}
      style={focused ? { outline: '2px solid var(--mantine-color-blue-6)', outlineOffset: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Anchor id={titleId} component={Link} to={`/request/${lead.rfq_id}`} fw={700} c="dark" lineClamp={2}>
                {lead.product_name}
              </Anchor>
              {lead.is_new && (
                <Badge color="blue" size="sm" variant="filled" style={{ flexShrink: 0 }}>
                  {t('leads.card.new')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[lead.category_name, t('leads.card.arrived', { when: formatRelative(lead.arrived_at, lang) })].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            loading={hide.isPending}
            onClick={() => hide.mutate({ rfq_id: lead.rfq_id, hidden: !lead.is_hidden })}
            aria-label={t(lead.is_hidden ? 'leads.card.unhideLabel' : 'leads.card.hideLabel', { name: lead.product_name })}
            style={{ flexShrink: 0 }}
          >
            {t(lead.is_hidden ? 'leads.card.unhide' : 'leads.card.hide')}
          </Button>
        </Group>

        <Group gap="lg" component="dl" style={{ margin: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0}>
                {value}
              </Text>
            </div>
          ))}
        </Group>

        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={`/buyer/${lead.buyer.identity}`} size="sm" fw={600}>
            {lead.buyer.name}
          </Anchor>
          {lead.buyer.country && <Text size="sm" c="dimmed">{countryName(lead.buyer.country, lang)}</Text>}
          <Badge size="sm" variant="light" color={lead.buyer.is_verified ? 'teal' : 'gray'}>
            {t(lead.buyer.is_verified ? 'leads.card.buyerVerified' : 'leads.card.buyerUnverified')}
          </Badge>
          {lead.buyer.is_premium && (
            <Badge size="sm" variant="light" color="yellow">
              {t('leads.card.buyerPremium')}
            </Badge>
          )}
          {lead.buyer.last_active && (
            <Text size="xs" c="dimmed">
              {t('leads.card.lastActive', { when: formatRelative(lead.buyer.last_active, lang) })}
            </Text>
          )}
          {lead.contact_unlocked && (
            <Badge size="sm" variant="outline" color="teal">
              {t('leads.card.unlocked')}
            </Badge>
          )}
        </Group>

        {lead.reasons.length > 0 && (
          <Group gap={6} wrap="wrap" role="list" aria-label={t('leads.card.why')}>
            {lead.reasons.map((reason, i) => (
              <Badge key={i} role="listitem" size="md" radius="sm" variant="light" color={reason.kind === 'new' ? 'gray' : 'grape'} tt="none" fw={500}>
                {leadReasonText(reason, t, lang)}
              </Badge>
            ))}
          </Group>
        )}

        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mt={4}>
          <Group gap="xs" align="flex-start">
            <SendQuotationButton rfqId={lead.rfq_id} productName={lead.product_name} size="xs" known={lead.my_quotation} beforeNew={templateId === undefined ? undefined : (rfqId) => startFromTemplate(rfqId, templateId)} />
            <ContactBuyerButton buyer={lead.buyer} unlocked={lead.contact_unlocked} size="xs" variant="default" />
            <SendInquiryToBuyerButton
              buyerIdentity={lead.buyer.identity}
              buyerName={lead.buyer.name}
              rfqId={lead.rfq_id}
              rfqName={lead.product_name}
              size="xs"
              variant="default"
            />
            <ChatNowButton
              side="supplier"
              counterpart={lead.buyer.identity}
              counterpartName={lead.buyer.name}
              label="messageBuyer"
              embed={{ type: 'rfq', id: String(lead.rfq_id) }}
              size="xs"
              variant="default"
            />
          </Group>
          <Text size="xs" c="dimmed">
            {lead.quotation_count > 0 ? t('leads.card.quotations', { count: lead.quotation_count }) : t('leads.card.noQuotations')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
