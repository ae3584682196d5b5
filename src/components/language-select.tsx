import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../../contract/languages';
import { currentLanguage } from '../lib/i18n/i18n';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * The language picker: each language written in itself, so a person finds theirs whatever is on
 * screen. The label says "Language" in the language shown and in English, for someone who reads only one.
 */
export function LanguageSelect({ onPick, disabled }: { onPick: (language: Language) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const label = t('common:language.label');
  return (
    <Select
      size="xs"
      w={150}
      data={OPTIONS}
      value={currentLanguage()}
      onChange={(value) => isLanguage(value) && onPick(value)}
      allowDeselect={false}
      disabled={disabled}
      aria-label={label === 'Language' ? label : `${label} (Language)`}
      leftSection={<IconLanguage size={14} />}
      comboboxProps={{ withinPortal: true }}
      data-testid="language-select"
    />
  );
}
