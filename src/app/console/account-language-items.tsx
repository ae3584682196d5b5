import { Menu, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../contract/languages';
import { currentLanguage } from '../../lib/i18n/i18n';
import { pickAccountLanguage } from '../../lib/i18n/language-choice';
import { useOnline } from '../../lib/online/online-store';

/**
 * The account menu's languages (ADR 0085): picking one saves it on the person's account, then
 * shows the console in it. Saving is a write, so offline the items are off and say why.
 */
export function AccountLanguageItems() {
  const { t } = useTranslation();
  const online = useOnline();
  const [saving, setSaving] = useState<Language | null>(null);
  const shown = currentLanguage();
  const pick = (language: Language) => {
    if (language === shown) return;
    setSaving(language);
    void pickAccountLanguage(language).finally(() => setSaving(null));
  };
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('common:language.label')}</Menu.Label>
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language}
          lang={language}
          disabled={!online || saving !== null}
          closeMenuOnClick={false}
          onClick={() => pick(language)}
          leftSection={language === shown ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
          aria-checked={language === shown}
          role="menuitemradio"
          data-testid={`language-${language}`}
        >
          {LANGUAGE_NAMES[language]}
        </Menu.Item>
      ))}
      {!online && (
        <Text size="xs" c="dimmed" px="sm" pb={4}>
          {t('common:write.needsConnection')}
        </Text>
      )}
    </>
  );
}
