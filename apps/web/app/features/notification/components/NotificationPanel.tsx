import { Drawer, Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useFocusHandOver } from '~/lib/use-deferred.ts';
import { BellButton } from './BellButton.tsx';
import { NotificationList } from './NotificationList.tsx';

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  count: number | undefined;
  /** The placeholder bell had the keyboard focus: this one takes it over. */
  takeFocus: boolean;
}

// Phones get a full-height drawer; the header's 37.5em breakpoint (layout.module.css).
const PHONE = '(max-width: 37.49em)';

/** The bell with its list: a popover under it on wide screens, a drawer on phones. Loaded on demand. */
export default function NotificationPanel({ opened, onChange, count, takeFocus }: Props) {
  const { t } = useTranslation('notifications');
  // Read at once (not after an effect): a tap that loaded this module must not flash the popover first.
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  const target = useFocusHandOver<HTMLButtonElement>(takeFocus);
  const close = () => onChange(false);

  if (phone) {
    return (
      <>
        <BellButton ref={target} count={count} aria-expanded={opened} onClick={() => onChange(!opened)} />
        <Drawer opened={opened} onClose={close} position="right" size="100%" title={t('panel.title')} closeButtonProps={{ 'aria-label': t('panel.close') }} styles={{ body: { padding: 0 } }}>
          <NotificationList unreadCount={count} onNavigate={close} maxHeight="calc(100dvh - 130px)" />
        </Drawer>
      </>
    );
  }
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={400} shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        {/* A controlled popover leaves the toggling to its target (Mantine 9): without this click
            the desktop bell did nothing once its panel had loaded. */}
        <BellButton ref={target} count={count} onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('panel.title')}>
        <NotificationList unreadCount={count} onNavigate={close} withTitle maxHeight={440} />
      </Popover.Dropdown>
    </Popover>
  );
}
