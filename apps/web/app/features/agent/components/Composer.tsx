import { Button, Group, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AGENT_MESSAGE_MAX } from '@tradelink/shared/constants/agent';
import { useTranslation } from '~/lib/use-translation.tsx';
import hidden from '~/components/ui/visually-hidden.module.css';

interface Props {
  busy: boolean;
  disabled: boolean;
  /** The box's text, held by the chat: a refused message comes back into it. */
  text: string;
  onText: (text: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
}

/** Enter sends only with a mouse or trackpad: on a touch keyboard Enter is the only way to start a line. */
const FINE_POINTER = '(pointer: fine)';

/**
 * The message box: with a fine pointer Enter sends and Shift+Enter starts a line; on touch devices Enter
 * starts a line and the Send button sends. Checked for length as the server checks it.
 */
export function Composer({ busy, disabled, text, onText, onSend, onStop }: Props) {
  const { t, i18n } = useTranslation('agent');
  const trimmed = text.trim();
  const tooLong = trimmed.length > AGENT_MESSAGE_MAX;
  const canSend = !busy && !disabled && trimmed.length > 0 && !tooLong;
  const send = () => {
    if (!canSend) return;
    onSend(trimmed);
    onText('');
  };
  const near = trimmed.length > AGENT_MESSAGE_MAX * 0.8;
  // Read after hydration (the server cannot know the pointer); the desktop hint is the first paint.
  const finePointer = useMediaQuery(FINE_POINTER, true, { getInitialValueInEffect: true }) ?? true;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        label={t('composer.label')}
        labelProps={{ className: hidden.visuallyHidden }}
        placeholder={t('composer.placeholder')}
        description={finePointer ? t('composer.hint') : t('composer.hintTouch')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        disabled={disabled}
        error={tooLong ? t('composer.tooLong', { max: AGENT_MESSAGE_MAX.toLocaleString(i18n.language) }) : undefined}
        onChange={(event) => onText(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter sends with a fine pointer only; an IME composing Chinese or Vietnamese text keeps its Enter.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && window.matchMedia(FINE_POINTER).matches) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} aria-live="polite">
          {near ? t('composer.length', { length: trimmed.length, max: AGENT_MESSAGE_MAX }) : ''}
        </Text>
        {busy ? (
          <Button type="button" color="red" variant="light" onClick={onStop}>
            {t('composer.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend}>
            {t('composer.send')}
          </Button>
        )}
      </Group>
    </form>
  );
}
