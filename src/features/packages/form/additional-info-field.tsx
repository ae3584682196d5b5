import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';

interface Props {
  value: string[];
  onChange: (next: string[]) => void;
}

/** The package's additional info: a short list of lines (e.g. "Free locker"), at most 20. */
export function AdditionalInfoField({ value, onChange }: Props) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Additional info
      </Text>
      {value.map((line, i) => (
        <Group key={i} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`Additional info ${i + 1}`}
            value={line}
            maxLength={200}
            style={{ flex: 1 }}
            onChange={(e) => onChange(value.map((v, j) => (j === i ? e.currentTarget.value : v)))}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove additional info ${i + 1}`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {value.length < 20 && (
        <Button variant="light" size="xs" w="fit-content" onClick={() => onChange([...value, ''])}>
          Add line
        </Button>
      )}
    </Stack>
  );
}
