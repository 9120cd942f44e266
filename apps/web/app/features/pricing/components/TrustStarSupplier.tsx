import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';

const LEVELS = [1, 2, 3, 4] as const;

/** A titled block of the page with an optional link under its text. */
export function TrustSection({ title, children, link }: { title: string; children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
      {link && (
        <Anchor component={Link} to={link.to} fw={600}>
          {link.label}
        </Anchor>
      )}
    </Stack>
  );
}

/** One verification level: what it proves, what buyers see, how to reach it. */
function LevelCard({ level }: { level: (typeof LEVELS)[number] }) {
  const { t } = useTranslation('trustStar');
  const { t: tc } = useTranslation();
  const key = `supplier.levels.${level}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`trust-level-${level}`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={level >= 3 ? 'teal' : level === 2 ? 'blue' : 'gray'} variant="light">
            {tc('verification.level', { level })}
          </Badge>
          <Title order={3} size="h4" id={`trust-level-${level}`}>
            {t(`${key}.name`)}
          </Title>
        </Group>
        <Text size="sm">{t(`${key}.body`)}</Text>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('supplier.shows')}
          </Text>
          <Text size="sm">{t(`${key}.shows`)}</Text>
        </div>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('supplier.how')}
          </Text>
          <Text size="sm">{t(`${key}.how`)}</Text>
        </div>
      </Stack>
    </Paper>
  );
}

/** `/trust-star`: the four supplier verification levels, how to climb them and what keeps them honest. */
export function TrustStarSupplier() {
  const { t } = useTranslation('trustStar');
  return (
    <Stack gap="xl">
      <TrustSection title={t('supplier.levelsTitle')}>
        <Text>{t('supplier.levelsIntro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
          {LEVELS.map((level) => (
            <LevelCard key={level} level={level} />
          ))}
        </SimpleGrid>
      </TrustSection>
      <TrustSection title={t('supplier.climbTitle')} link={{ to: '/business/verification', label: t('supplier.climbLink') }}>
        <Text>{t('supplier.climbBody')}</Text>
      </TrustSection>
      <TrustSection title={t('supplier.honestTitle')}>
        <Text>{t('supplier.honestBody')}</Text>
        <Text>{t('supplier.honestReports')}</Text>
      </TrustSection>
      <TrustSection title={t('supplier.superiorTitle')} link={{ to: '/membership-pricing', label: t('supplier.superiorLink') }}>
        <Text>{t('supplier.superiorBody')}</Text>
      </TrustSection>
    </Stack>
  );
}
