import { Button, Group } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../contract/languages';
import { currentLanguage } from '../lib/i18n/i18n';

/**
 * The login page's language picker: each language written in itself, so a person finds theirs
 * whatever is on screen, one tap away. Buttons, not a Select: a Select's combobox, popover and
 * scroll area cost the login screen about 30 KB gzip before it is usable (issue 33, ADR 0086).
 * The group is named "Language" in the language shown and in English, for someone who reads only one.
 */
export function LanguageButtons({ onPick, disabled }: { onPick: (language: Language) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const label = t('common:language.label');
  const current = currentLanguage();
  return (
    <Group gap={4} role="group" aria-label={label === 'Language' ? label : `${label} (Language)`} data-testid="language-buttons">
      <IconLanguage size={16} aria-hidden />
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? 'light' : 'subtle'}
          aria-pressed={language === current}
          disabled={disabled}
          onClick={() => language !== current && onPick(language)}
          lang={language}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
