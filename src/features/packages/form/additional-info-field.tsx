import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string[];
  onChange: (next: string[]) => void;
}

/** The package's additional info: a short list of lines (e.g. "Free locker"), at most 20. */
export function AdditionalInfoField({ value, onChange }: Props) {
  const { t } = useTranslation('packages');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('packages:form.additionalInfo')}
      </Text>
      {value.map((line, i) => (
        <Group key={i} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('packages:form.additionalLine', { n: i + 1 })}
            value={line}
            maxLength={200}
            style={{ flex: 1 }}
            onChange={(e) => onChange(value.map((v, j) => (j === i ? e.currentTarget.value : v)))}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('packages:form.removeLine', { n: i + 1 })}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {value.length < 20 && (
        <Button variant="light" size="xs" w="fit-content" onClick={() => onChange([...value, ''])}>
          {t('packages:form.addLine')}
        </Button>
      )}
    </Stack>
  );
}
