import { Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { LANGUAGES, type Language } from '@tradelink/shared/constants/languages';
import { LANG_COOKIE, STORAGE_KEYS } from '@tradelink/shared/constants/limits';

/** Saves the choice (cookie for the server, local storage for the client) and re-renders in it. */
export function saveLanguage(lang: Language) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEYS.lang, lang);
  } catch {
    // private mode: the cookie is enough
  }
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = i18n.language as Language;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('language.label')} px="xs" py={6} style={{ borderRadius: 6 }}>
          <Group gap={6} wrap="nowrap">
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="12" cy="12" r="10" />
              <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
            </svg>
            <Text size="sm" visibleFrom="sm">
              {t(`language.${current}`)}
            </Text>
            <Text size="sm" hiddenFrom="sm" tt="uppercase">
              {current}
            </Text>
          </Group>
        </UnstyledButton>
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
