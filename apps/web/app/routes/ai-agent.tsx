import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Container, Drawer, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { AGENT_SIDES, type AgentSide } from '@tradelink/shared/agent/chat';
import type { Route } from './+types/ai-agent';
import { routeResourcesFor } from '~/lib/i18n-resources.server.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { agentUsageQuery, conversationQuery } from '~/features/agent/api/agent-queries.ts';
import { storedToUi } from '~/features/agent/agent-message.ts';
import { ChatPanel } from '~/features/agent/components/ChatPanel.tsx';
import { HistoryPanel } from '~/features/agent/components/HistoryPanel.tsx';
import { GuestGate, PlanGate } from '~/features/agent/components/AccessGate.tsx';
import css from '~/features/agent/components/agent.module.css';

/** The page's texts (route-scoped `agent` namespace), with its title and description for the meta tags. */
export function loader({ context }: Route.LoaderArgs) {
  const { lang } = context.get(serverContext);
  const bundles = routeResourcesFor(lang, ['agent']);
  const { meta } = bundles.agent as unknown as { meta: { title: string; description: string } };
  return { lang, bundles, meta };
}

// A conversation opened from the history changes only the query: the texts stay.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { appUrl, lang } = metaTranslator(matches);
  return seoMeta({ appUrl, lang, path: '/ai-agent', title: loaderData.meta.title, description: loaderData.meta.description });
};

const newKey = () => `new-${Math.random().toString(36).slice(2, 10)}`;
const CONVERSATION_PARAM = 'c';
const isUuid = (value: string | null): value is string => Boolean(value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value));

/**
 * `/ai-agent`: the AI sourcing agent. `?c=<conversation id>` continues a conversation; `?side=`
 * picks the side of an account that has both (the dashboards link with theirs). Guests and Free
 * accounts see what it does, the examples and the way in; paying accounts chat.
 */
export default function AiAgentPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t } = useTranslation('agent');
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const sideParam = params.get('side');
  const requestedSide = (AGENT_SIDES as readonly string[]).includes(sideParam ?? '') ? (sideParam as AgentSide) : undefined;
  const urlId = isUuid(params.get(CONVERSATION_PARAM)) ? params.get(CONVERSATION_PARAM) : null;
  // The conversation shown: `key` remounts the chat, `id` is the server's (null until the first answer).
  const [active, setActive] = useState<{ key: string; id: string | null; carry?: string }>(() => ({ key: urlId ?? newKey(), id: urlId }));
  const [drawer, setDrawer] = useState(false);
  useEffect(() => {
    if (urlId !== active.id) setActive(urlId ? { key: urlId, id: urlId } : { key: newKey(), id: null });
    // Only the address drives this; a conversation that just got its id already matches it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlId]);

  const usage = useQuery({ ...agentUsageQuery(requestedSide), enabled: Boolean(me) });
  const loading = active.id !== null && active.key === active.id;
  const conversation = useQuery({ ...conversationQuery(active.id ?? ''), enabled: Boolean(me) && loading });

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(CONVERSATION_PARAM, id);
    return `/ai-agent?${next.toString()}`;
  };
  const startNew = (carry?: string) => {
    setActive({ key: newKey(), id: null, carry });
    setDrawer(false);
    setParams((p) => {
      p.delete(CONVERSATION_PARAM);
      return p;
    });
  };
  const onConversation = (id: string) => {
    setActive((current) => ({ ...current, id }));
    setParams(
      (p) => {
        p.set(CONVERSATION_PARAM, id);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const setSide = (side: string) =>
    setParams(() => new URLSearchParams({ side }));

  const u = usage.data;
  const side: AgentSide = conversation.data?.conversation.side ?? u?.side ?? requestedSide ?? (me?.is_buyer === 1 ? 'buyer' : 'supplier');
  const history = (
    <HistoryPanel
      side={requestedSide ?? u?.side}
      activeId={active.id}
      hrefOf={hrefOf}
      onNew={() => startNew()}
      onDeleted={(id) => id === active.id && startNew()}
      onNavigate={() => setDrawer(false)}
    />
  );

  let body;
  if (!me) body = <GuestGate />;
  else if (usage.isError) {
    // A side the account lacks (an old link's `?side=`): say so, and offer the account's own side.
    const sideMissing = usage.error instanceof ApiError && ['BUYER_ONLY', 'SUPPLIER_ONLY'].includes(usage.error.code) && requestedSide;
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text size="sm">{apiErrorText(usage.error, t('page.loadFailed'))}</Text>
          {sideMissing && (
            <Button component={Link} to="/ai-agent" size="xs" variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('page.title')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  else if (!u) body = <Loader aria-label={t('page.loading')} />;
  else if (!u.allowed) body = <PlanGate usage={u} side={u.side} />;
  else if (loading && conversation.isPending) body = <Loader aria-label={t('page.loading')} />;
  else if (loading && conversation.isError)
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text size="sm">{apiErrorText(conversation.error, t('history.conversationLoadFailed'))}</Text>
          <Button size="xs" onClick={() => startNew()} style={{ alignSelf: 'flex-start' }}>
            {t('history.new')}
          </Button>
        </Stack>
      </Alert>
    );
  else
    body = (
      <ChatPanel
        key={active.key}
        chatKey={active.key}
        conversationId={active.id}
        initialMessages={loading && conversation.data ? storedToUi(conversation.data.messages) : []}
        side={side}
        usage={u}
        initialText={active.carry}
        onConversation={onConversation}
        onNewConversation={startNew}
      />
    );

  const showHistory = Boolean(me && u?.allowed);
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Title order={1} size="h2">
              {t('page.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('page.subtitle')}{' '}
              <Anchor component={Link} to="/ai-agent/terms" size="sm">
                {t('page.terms')}
              </Anchor>
            </Text>
          </div>
          <Group gap="xs">
            {u && u.sides.length > 1 && (
              <SegmentedControl
                aria-label={t('page.sideLabel')}
                value={side}
                onChange={setSide}
                data={u.sides.map((s) => ({ value: s, label: t(`page.side.${s}`) }))}
              />
            )}
            {showHistory && (
              <Button variant="default" hiddenFrom="md" onClick={() => setDrawer(true)}>
                {t('history.open')}
              </Button>
            )}
          </Group>
        </Group>
        <div className={showHistory ? css.layout : undefined}>
          {showHistory && (
            <Paper withBorder p="sm" radius="md" visibleFrom="md" component="nav" aria-label={t('history.title')} className={css.history}>
              {history}
            </Paper>
          )}
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label={t('page.title')}>
            {body}
          </Paper>
        </div>
      </Stack>
      {showHistory && (
        <Drawer opened={drawer} onClose={() => setDrawer(false)} title={t('history.title')} hiddenFrom="md" size="85%" closeButtonProps={{ 'aria-label': t('history.cancel') }}>
          {history}
        </Drawer>
      )}
    </Container>
  );
}
