import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the settings page. */
export function SettingsCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={4}>{title}</Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
