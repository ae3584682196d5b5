import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ContactSupportDialog } from '../../features/support/contact-support-dialog';
import { logOut } from '../../features/auth/session-actions';
import { COMPANY } from '../../lib/company';
import { useTranslation } from 'react-i18next';

/**
 * Spec 1 §2/§6: with the club's premium flag set this page replaces the console. People who may
 * change club settings keep a way to the settings page (else nobody could turn the flag off).
 */
export function PremiumPage({ canOpenSettings }: { canOpenSettings: boolean }) {
  const { t } = useTranslation();
  const [supportOpen, support] = useDisclosure(false);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={460} ta="center" gap="sm">
        <IconCrown size={48} color="var(--mantine-color-yellow-6)" />
        <Title order={2}>{t('common:premium.title')}</Title>
        <Text c="dimmed">{t('common:premium.body', { company: COMPANY.name })}</Text>
        <Group>
          <Button onClick={support.open}>{t('common:footer.contactSupport')}</Button>
          <Button variant="default" onClick={() => void logOut()}>
            {t('common:footer.logOut')}
          </Button>
        </Group>
        {canOpenSettings && (
          <Anchor component={Link} to="/settings" size="sm">
            {t('common:premium.clubSettings')}
          </Anchor>
        )}
      </Stack>
      <ContactSupportDialog opened={supportOpen} onClose={support.close} />
    </Center>
  );
}
