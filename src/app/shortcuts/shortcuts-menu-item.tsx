import { Menu } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { openShortcutHelp } from '../../lib/shortcuts/shortcut-store';
import { SHORTCUTS_TITLE } from './shortcuts-help';

/** The help's entry in the account menu: the way in without a keyboard. */
export function ShortcutsMenuItem() {
  return (
    <Menu.Item leftSection={<IconKeyboard size={16} />} rightSection="?" onClick={openShortcutHelp}>
      {SHORTCUTS_TITLE}
    </Menu.Item>
  );
}
