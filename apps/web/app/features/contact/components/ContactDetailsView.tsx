import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { ContactDetails } from '@tradelink/shared/contact/contact';
import { countryName, formatDate } from '~/lib/format.ts';
import { useOutgoingLink } from '~/lib/outgoing-link.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** Profiles store "acme.com" or "https://acme.com"; only http(s) ever becomes a link. */
const webHref = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/** An unlocked buyer contact: who, where, and links to write or call. */
export function ContactDetailsView({ contact, headingId }: { contact: ContactDetails; headingId?: string }) {
  const { t, i18n } = useTranslation('leads');
  const lang = i18n.language;
  const outgoing = useOutgoingLink();
  const rows: Array<[string, ReactNode]> = [
    [t('contact.email'), <Anchor key="email" href={`mailto:${contact.email}`} style={{ overflowWrap: 'anywhere' }}>{contact.email}</Anchor>],
    [t('contact.phone'), contact.phone ? <Anchor key="phone" href={telHref(contact.phone)}>{contact.phone}</Anchor> : null],
    [t('contact.position'), contact.position],
    [t('contact.company'), contact.company_name],
    [t('contact.country'), contact.country ? countryName(contact.country, lang) : null],
    [
      t('contact.website'),
      contact.website ? (
        <Anchor key="web" href={outgoing(webHref(contact.website))} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
          {contact.website.replace(/^https?:\/\//i, '')}
        </Anchor>
      ) : null,
    ],
  ];
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Anchor id={headingId} component={Link} to={`/buyer/${contact.contact_id}`} fw={700} c="dark">
          {contact.name}
        </Anchor>
        {contact.is_verified && (
          <Badge size="sm" variant="light" color="teal">
            {t('contact.verified')}
          </Badge>
        )}
      </Group>
      <Stack gap={2} component="dl" m={0}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" size="sm" c="dimmed" miw={90}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ minWidth: 0 }}>
                {value}
              </Text>
            </Group>
          ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('contact.unlockedOn', { date: formatDate(contact.unlocked_at, lang) })}
      </Text>
    </Stack>
  );
}
