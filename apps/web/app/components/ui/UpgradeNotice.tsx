import { Link } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import css from './action-notice.module.css';

/**
 * What a Free seller reads where a paid benefit is refused (decision 019): why, and a link to the
 * plans. Light (no Mantine), so public pages can show it under their buttons.
 */
export function UpgradeNotice({ message, onNavigate }: { message?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p className={css.notice} role="alert">
      {message ?? t('upgrade.body')}{' '}
      <Link to="/membership-pricing" onClick={onNavigate}>
        {t('upgrade.link')}
      </Link>
    </p>
  );
}
