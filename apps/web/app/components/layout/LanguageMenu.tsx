import { Menu } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useRevalidator } from 'react-router';
import { LANGUAGES, type Language } from '@tradelink/shared/constants/languages';
import { LanguageTrigger, saveLanguage } from './LanguageSwitcher.tsx';
import { useFocusHandOver, useMenuOpened } from '~/lib/use-deferred.ts';

/** The language menu itself; loaded when the user reaches for the switcher. */
export default function LanguageMenu({ defaultOpened, takeFocus }: { defaultOpened: boolean; takeFocus: boolean }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = i18n.language as Language;
  const target = useFocusHandOver<HTMLButtonElement>(takeFocus);
  const menu = useMenuOpened(defaultOpened);
  return (
    <Menu position="bottom-end" withinPortal {...menu}>
      <Menu.Target>
        <LanguageTrigger ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            aria-current={lang === current ? 'true' : undefined}
            fw={lang === current ? 700 : 400}
            onClick={() => {
              saveLanguage(lang);
              void revalidator.revalidate();
            }}
          >
            {t(`language.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
