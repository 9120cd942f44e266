import type { ReactNode } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';

interface Props {
  title: string;
  body: ReactNode;
  /** Smaller lines under the body (what happens next, how to get more). */
  hints?: string[];
  /** The quiet way out: a link, or just closing. */
  secondary: { label: string; to?: string };
  /** The way forward: a page, or an action (e.g. opening another dialog in this one's place). */
  primary: { label: string; to: string } | { label: string; onClick: () => void };
  close: () => void;
  /** The help article that explains this stop (a path under /help). */
  help?: string;
}

/**
 * The dialogs that stop an action and point the way on (a limit reached, a profile to complete):
 * a title, why, and two buttons. Links close the dialog as they navigate; an action decides itself
 * what happens to the dialog (opening another one replaces it).
 */
export function NoticeDialog({ title, body, hints = [], secondary, primary, close, help }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={close} title={title} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{body}</Text>
        {hints.map((hint) => (
          <Text key={hint} size="sm" c="dimmed">
            {hint}
          </Text>
        ))}
        {help && (
          <Anchor component={Link} to={help} onClick={close} size="sm">
            {t('helpArticle')}
          </Anchor>
        )}
        <Group justify="flex-end">
          {secondary.to ? (
            <Button variant="default" component={Link} to={secondary.to} onClick={close}>
              {secondary.label}
            </Button>
          ) : (
            <Button variant="default" onClick={close}>
              {secondary.label}
            </Button>
          )}
          {'to' in primary ? (
            <Button component={Link} to={primary.to} onClick={close}>
              {primary.label}
            </Button>
          ) : (
            <Button onClick={primary.onClick}>{primary.label}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
