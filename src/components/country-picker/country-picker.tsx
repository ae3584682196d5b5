import { Group, Select, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { countryOptions } from '../../lib/phone';
import { flagUrl } from './flag-urls';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/i18n';

interface CountryPickerProps {
  /** ISO 3166 alpha-2 code of the chosen country, e.g. 'IN'. */
  value: string;
  onChange: (country: string) => void;
  label?: string;
  error?: SelectProps['error'];
  required?: boolean;
  disabled?: boolean;
}

function Flag({ country }: { country: string }) {
  const url = flagUrl(country);
  return url ? <img src={url} alt="" width={21} height={14} loading="lazy" style={{ borderRadius: 2, flex: 'none' }} /> : null;
}

/**
 * Country and calling code (DESIGN "Outside world"): countries from libphonenumber-js, names from
 * Intl.DisplayNames, a flag beside each. Searchable by name or code ("+91", "india").
 */
export function CountryPicker({ value, onChange, label, error, required, disabled }: CountryPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <Select
      label={label ?? t('common:countryCode')}
      data={countries}
      value={value}
      onChange={(next) => next && onChange(next)}
      leftSection={<Flag country={value} />}
      renderOption={({ option }: { option: ComboboxItem }) => (
        <Group gap="xs" wrap="nowrap">
          <Flag country={option.value} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      searchable
      allowDeselect={false}
      required={required}
      disabled={disabled}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
