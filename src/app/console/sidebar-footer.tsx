import { Divider, Group, Menu, NavLink, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBug,
  IconExternalLink,
  IconRefresh,
  IconHeadset,
  IconKey,
  IconLogout,
  IconSelector,
  IconSwitchHorizontal,
  IconUserPlus,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useToastFloor } from './use-toast-floor';
import { ShortcutsMenuItem } from '../shortcuts/shortcuts-menu-item';
import { useWriteGuard } from '../../components/write-guard';
import { Feature } from '../../../contract/features';
import { syncAvailability } from '../../offline/sync-availability';
import { logOut } from '../../features/auth/session-actions';
import { SwitchClubDialog } from '../../features/auth/switch-club-dialog';
import { ContactSupportDialog } from '../../features/support/contact-support-dialog';
import { AddDeskPersonDialog } from '../../features/staff/components/add-desk-person-dialog';
import { ChangePasswordDialog } from '../../features/staff/components/change-password-dialog';
import { canOpen, canWrite } from '../../lib/permissions/access';
import { useAccess } from '../../offline/use-access';
import { bugReportMailto, COMPANY } from '../../lib/company';
import { useOnline } from '../../lib/online/online-store';
import { useSession } from '../../lib/session/session-store';
import { useTranslation } from 'react-i18next';
import { AccountLanguageItems } from './account-language-items';

export function SidebarFooter() {
  const { t } = useTranslation();
  const session = useSession();
  const online = useOnline();
  const [switchOpen, switchClub] = useDisclosure(false);
  const [supportOpen, support] = useDisclosure(false);
  const [addOpen, addPerson] = useDisclosure(false);
  const [passwordOpen, password] = useDisclosure(false);
  const access = useAccess();
  const [leaving, setLeaving] = useState(false);
  const [syncing, setSyncing] = useState(false);
  // Feature 19 write, online only; the reason shows under the button (tablets have no hover).
  const syncGuard = useWriteGuard(Feature.clubSettings);
  const identityRef = useRef<HTMLButtonElement>(null);
  useToastFloor(identityRef, session !== null);
  if (!session) return null;
  const multiClub = session.userClubs.length > 1;
  // Add Desk Person needs write access to Staff Management; Change Password is for everyone.
  const mayAddStaff = access ? canWrite(access, Feature.staff) : false;
  const maySync = access ? canOpen(access, Feature.clubSettings) : false;

  const identity = (
    <Group gap="xs" wrap="nowrap" px="sm" py={6}>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2} data-testid="club-name">
          {session.clubName}
        </Text>
        <Text size="xs" c="dimmed" truncate data-testid="user-name">
          {session.username}
        </Text>
      </Stack>
      <IconSelector size={16} />
    </Group>
  );

  return (
    <Stack gap={2}>
      {maySync && (
        <NavLink
          py={5}
          component="button"
          disabled={syncing || syncGuard.disabled}
          onClick={() => {
            setSyncing(true);
            void syncAvailability().finally(() => setSyncing(false));
          }}
          label={t('common:footer.syncAvailability')}
          description={syncGuard.reason}
          leftSection={<IconRefresh size={16} />}
        />
      )}
      <NavLink
        py={5}
        component="a"
        href={
          typeof session.config.listAcademyUrl === 'string' && session.config.listAcademyUrl.trim()
            ? session.config.listAcademyUrl
            : COMPANY.listYourAcademyUrl
        }
        target="_blank"
        rel="noopener noreferrer"
        label={t('common:footer.listYourAcademy')}
        leftSection={<IconExternalLink size={16} />}
      />
      <NavLink
        py={5}
        component="a"
        href={bugReportMailto(session.clubName, session.username)}
        label={t('common:footer.reportBug')}
        leftSection={<IconBug size={16} />}
      />
      <NavLink
        py={5}
        component="button"
        onClick={support.open}
        label={t('common:footer.contactSupport')}
        leftSection={<IconHeadset size={16} />}
      />
      <NavLink
        py={5}
        component="button"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logOut().finally(() => setLeaving(false));
        }}
        label={t('common:footer.logOut')}
        leftSection={<IconLogout size={16} />}
      />
      <Divider my={4} />
      <Menu position="top-start" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton ref={identityRef} style={{ borderRadius: 8 }}>
            {/* Its name holds what it shows (club, person) as well, so speech matches sight (WCAG 2.5.3). */}
            {identity}
            <VisuallyHidden>{t('common:account.menu')}</VisuallyHidden>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {mayAddStaff && (
            <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={addPerson.open}>
              {t('common:account.addDeskPerson')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconKey size={16} />} onClick={password.open}>
            {t('common:account.changePassword')}
          </Menu.Item>
          {multiClub && (
            <Menu.Item leftSection={<IconSwitchHorizontal size={16} />} disabled={!online} onClick={switchClub.open}>
              {t('common:account.switchClub')}
              {!online && (
                <Text size="xs" c="dimmed">
                  {t('common:write.needsConnection')}
                </Text>
              )}
            </Menu.Item>
          )}
          <ShortcutsMenuItem />
          <AccountLanguageItems />
        </Menu.Dropdown>
      </Menu>
      <SwitchClubDialog opened={switchOpen} onClose={switchClub.close} />
      <ContactSupportDialog opened={supportOpen} onClose={support.close} />
      <AddDeskPersonDialog opened={addOpen} onClose={addPerson.close} />
      <ChangePasswordDialog opened={passwordOpen} onClose={password.close} />
    </Stack>
  );
}
