import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useChat } from '@ai-sdk/react';
import { Link, useRouteLoaderData } from 'react-router';
import type { AgentSide, AgentUsage } from '@tradelink/shared/agent/chat';
import type { Language } from '@tradelink/shared/constants/languages';
import { browserSigningKey } from '~/lib/api-config.ts';
import { toast } from '~/lib/toast.ts';
import hidden from '~/components/ui/visually-hidden.module.css';
import { useTranslation } from '~/lib/use-translation.tsx';
import { lastUserMessage, textOf, type AgentUIMessage } from '../agent-message.ts';
import { agentTransport, type ChatContext } from '../agent-transport.ts';
import { failureAction, readFailure, type AgentFailure } from '../stream-error.ts';
import { useAfterTurn } from '../api/agent-queries.ts';
import { AgentActionsContext } from './agent-actions.ts';
import { Composer } from './Composer.tsx';
import { FailureNotice } from './FailureNotice.tsx';
import { MessageView } from './MessageView.tsx';
import { AllowanceLine } from './AllowanceLine.tsx';
import { SuggestedPrompts, WhatItDoes } from './Introduction.tsx';

interface Props {
  chatKey: string;
  conversationId: string | null;
  initialMessages: AgentUIMessage[];
  side: AgentSide;
  usage: AgentUsage;
  /** Text to start the box with (carried over from a conversation that could not go on). */
  initialText?: string;
  onConversation: (id: string) => void;
  onNewConversation: (carryText?: string) => void;
}

/** Refusals before the stream: nothing was kept, so the message goes back into the box. */
const beforeStream = (failure: AgentFailure) => failure.status !== null || failure.code === 'NETWORK_ERROR';

/**
 * One conversation: the messages, streamed from the agent service with the AI SDK's `useChat`
 * (contract: packages/shared/src/agent/README.md), the box to write in, stop / retry / copy, and
 * what went wrong with what to do about it.
 */
export function ChatPanel({ chatKey, conversationId, initialMessages, side, usage, initialText = '', onConversation, onNewConversation }: Props) {
  const { t, i18n } = useTranslation('agent');
  const root = useRouteLoaderData('root') as { config?: { agentBaseUrl?: string } } | undefined;
  const afterTurn = useAfterTurn();
  const context = useRef<ChatContext>({ conversationId, side, locale: i18n.language as Language });
  context.current.side = side;
  context.current.locale = i18n.language as Language;
  const streamCode = useRef<string | null>(null);
  const [failure, setFailure] = useState<AgentFailure | null>(null);
  const [text, setText] = useState(initialText);
  const [builtinNotice, setBuiltinNotice] = useState(false);
  const [budgetNotice, setBudgetNotice] = useState(false);
  const [stoppedIds, setStoppedIds] = useState<ReadonlySet<string>>(new Set());
  // Said once when a turn ends; the streamed words themselves are not live (a reader would hear every token).
  const [announcement, setAnnouncement] = useState('');
  // What started the request in flight: a refusal before the stream undoes a send and a retry differently.
  const request = useRef<{ kind: 'send' } | { kind: 'retry'; snapshot: AgentUIMessage[] } | null>(null);
  const transport = useMemo(
    () => agentTransport({ baseUrl: root?.config?.agentBaseUrl, signingKey: browserSigningKey() ?? '', context: () => context.current }),
    [root?.config?.agentBaseUrl],
  );

  const learnConversation = (id: string | undefined) => {
    if (!id || context.current.conversationId === id) return;
    context.current.conversationId = id;
    onConversation(id);
  };

  const chat = useChat<AgentUIMessage>({
    id: chatKey,
    messages: initialMessages,
    transport,
    onData: (part) => {
      if (part.type === 'data-conversation') learnConversation(part.data.id);
      else if (part.type === 'data-agent-error') streamCode.current = part.data.code;
      else if (part.type === 'data-notice') {
        if (part.data.code === 'builtin_assistant') setBuiltinNotice(true);
        if (part.data.code === 'budget_nearly_used') setBudgetNotice(true);
      }
    },
    onFinish: ({ message, isAbort, isError }) => {
      learnConversation(message.metadata?.conversation_id);
      if (isAbort) setAnnouncement(t('message.announceStopped'));
      else if (!isError) setAnnouncement(t('message.announceReady'));
      if (!isAbort && !isError) afterTurn(message.metadata?.allowance);
      else afterTurn(undefined);
    },
    onError: (error) => {
      const read = readFailure(error, streamCode.current);
      streamCode.current = null;
      setFailure(read);
      // Spec section 8: a failed request toasts the server's first message, else "Something went wrong".
      toast({ color: 'red', message: read.message ?? t('failure.generic') });
      const started = request.current;
      request.current = null;
      if (beforeStream(read) && started?.kind === 'retry') {
        // regenerate() dropped the previous answer before asking; the server kept both, so the view does too.
        chat.setMessages(started.snapshot);
      } else if (beforeStream(read) && started?.kind === 'send') {
        // The refused message was not kept: it leaves the conversation and waits in the box.
        let refused = '';
        chat.setMessages((messages) => {
          const last = messages.at(-1);
          if (last?.role !== 'user') return messages;
          refused = textOf(last);
          return messages.slice(0, -1);
        });
        if (refused) setText((current) => current || refused);
      }
      afterTurn(undefined);
    },
  });
  const { messages, status } = chat;
  const busy = status === 'submitted' || status === 'streaming';

  // The start chunk's metadata names a new conversation first.
  const lastMeta = messages.at(-1)?.metadata?.conversation_id;
  useEffect(() => learnConversation(lastMeta));

  // The newest message in view when one is added (not at every streamed word: the user may scroll up).
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length) end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const exhausted = usage.allowance.daily_limit > 0 && usage.allowance.used_today >= usage.allowance.daily_limit;
  const canSend = usage.allowed && !exhausted && !busy;
  const send = (message: string) => {
    if (!usage.allowed || exhausted || busy) return;
    setFailure(null);
    setBudgetNotice(false);
    chat.clearError();
    setAnnouncement('');
    request.current = { kind: 'send' };
    void chat.sendMessage({ text: message });
  };
  // Answers the last question again: regenerate() drops a trailing answer, or resends a trailing question.
  const retry = () => {
    setFailure(null);
    chat.clearError();
    setAnnouncement('');
    request.current = { kind: 'retry', snapshot: chat.messages };
    void chat.regenerate();
  };
  const stop = () => {
    const last = messages.at(-1);
    if (last?.role === 'assistant') setStoppedIds((ids) => new Set(ids).add(last.id));
    void chat.stop();
  };
  const lastAssistant = messages.at(-1)?.role === 'assistant' ? messages.at(-1) : undefined;
  // A question left without an answer (stopped while the agent was still working, before any words came).
  const unanswered = !busy && messages.at(-1)?.role === 'user';
  const failureRetry = failure !== null && !beforeStream(failure) && Boolean(lastUserMessage(messages));
  const builtin = usage.mode === 'builtin' || builtinNotice || messages.some((m) => m.metadata?.mode === 'builtin');

  return (
    <AgentActionsContext.Provider value={{ send, canSend }}>
      <Stack gap="md">
        {builtin && (
          <Alert color="gray" variant="light" role="note">
            <Text size="sm">{t('message.builtin')}</Text>
          </Alert>
        )}
        {messages.length === 0 && (
          <Stack gap="md">
            <SuggestedPrompts side={side} onPick={canSend ? send : undefined} />
            <WhatItDoes side={side} />
          </Stack>
        )}
        {messages.map((message) => (
          <MessageView
            key={message.id}
            message={message}
            live={busy && message === messages.at(-1)}
            stopped={stoppedIds.has(message.id)}
            onRetry={!busy && usage.allowed && message === lastAssistant && lastUserMessage(messages) ? retry : undefined}
          />
        ))}
        {unanswered && !failureRetry && (
          <Group gap="xs">
            {!failure && (
              <Text size="xs" c="dimmed" fs="italic">
                {t('message.stoppedBeforeAnswer')}
              </Text>
            )}
            {usage.allowed && (
              <Button size="compact-xs" variant="subtle" onClick={retry}>
                {t('message.retry')}
              </Button>
            )}
          </Group>
        )}
        {status === 'submitted' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('message.thinking')}
            </Text>
          </Group>
        )}
        {failure && (
          <FailureNotice
            failure={failure}
            action={failureAction(failure)}
            side={side}
            canRetry={failureRetry}
            onRetry={retry}
            onNewConversation={() => onNewConversation(text || textOf(lastUserMessage(messages)))}
          />
        )}
        <div role="status" className={hidden.visuallyHidden}>
          {announcement}
        </div>
        {budgetNotice && (
          <Alert color="yellow" variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('notice.budget_nearly_used')}</Text>
              <Button size="xs" variant="light" onClick={() => onNewConversation()}>
                {t('failure.newConversation')}
              </Button>
            </Group>
          </Alert>
        )}
        <div ref={end}>
          <Composer busy={busy} disabled={!usage.allowed || exhausted} text={text} onText={setText} onSend={send} onStop={stop} />
          <AllowanceLine usage={usage} />
          <Text size="xs" c="dimmed" mt={4}>
            <Link to="/ai-agent/terms">{t('page.terms')}</Link>
          </Text>
        </div>
      </Stack>
    </AgentActionsContext.Provider>
  );
}
