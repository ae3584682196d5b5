import { Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { GRID_KEYS, SHORTCUTS } from '../../lib/shortcuts/shortcut-list';
import { closeShortcutHelp, useShortcutStore } from '../../lib/shortcuts/shortcut-store';
import { useShortcutKeys } from './use-shortcut-keys';

export const SHORTCUTS_TITLE = 'Keyboard shortcuts';

function Keys({ shown }: { shown: string[] }) {
  return (
    <Text component="span" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {shown.map((key, i) => (
        <span key={key}>
          {i > 0 && ' '}
          <Kbd size="sm">{key}</Kbd>
        </span>
      ))}
    </Text>
  );
}

function KeyTable({ caption, rows }: { caption: string; rows: readonly { shown: string[]; label: string }[] }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {caption}
      </Title>
      <Table layout="fixed" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td w={190}>
                <Keys shown={row.shown} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.label}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * The shortcuts' key listener and their help, opened with `?`, from the account menu or the
 * calendar's keyboard button (tablets have no key to press). Mounted once, in the console frame.
 */
export function Shortcuts() {
  useShortcutKeys();
  const opened = useShortcutStore((state) => state.helpOpen);
  return (
    <Modal opened={opened} onClose={closeShortcutHelp} title={SHORTCUTS_TITLE} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">They work anywhere in the console, except while you type in a field or a dialog is open.</Text>
        <KeyTable caption="Desk jobs" rows={SHORTCUTS} />
        <KeyTable caption="In the slot grid" rows={GRID_KEYS} />
      </Stack>
    </Modal>
  );
}
