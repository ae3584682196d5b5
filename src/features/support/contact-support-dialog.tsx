// Mantine's styles for the console (the login screen loads only its own: mantine-styles/login.ts).
import '../../components/mantine-styles/console';
import { Anchor, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMail, IconPhone, IconStairsUp, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../lib/session/session-store';
import { GetInTouchForm } from './get-in-touch-form';
import { supportContacts } from './support-channels';
import { useTranslation } from 'react-i18next';

const EscalationDialog = lazy(() => import('./escalation-dialog').then((m) => ({ default: m.EscalationDialog })));

interface Channel {
  key: string;
  icon: ReactNode;
  title: string;
  note: string;
  action: ReactNode;
  preferred?: boolean;
}

/**
 * Contact Support (spec 3 §2): WhatsApp, email, phone and a support ticket — the club's contacts
 * from Club Settings, else Courtdesk's — plus Get in touch (also on the login page) and, signed
 * in, the escalation matrix.
 */
export function ContactSupportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('common:footer.contactSupport')} centered size="md">
      {/* The support words load with the dialog's first opening, not with the sidebar. */}
      <Suspense fallback={<Loader size="sm" />}>
        <SupportChannels />
      </Suspense>
    </Modal>
  );
}

function SupportChannels() {
  const { t } = useTranslation('support');
  const session = useSession();
  const [escalationOpen, escalation] = useDisclosure(false);
  const c = supportContacts(session?.config);
  const channels: Channel[] = [
    {
      key: 'whatsapp',
      icon: <IconBrandWhatsapp size={18} />,
      title: t('support:whatsapp.title'),
      note: t('support:whatsapp.note'),
      preferred: true,
      action: (
        <Anchor href={c.whatsappHref} target="_blank" rel="noopener noreferrer">
          {c.whatsappNumber}
        </Anchor>
      ),
    },
    {
      key: 'email',
      icon: <IconMail size={18} />,
      title: t('support:email.title'),
      note: t('support:email.note'),
      action: <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>,
    },
    {
      key: 'phone',
      icon: <IconPhone size={18} />,
      title: t('support:phone.title'),
      note: c.hours,
      action: <Anchor href={c.phoneHref}>{c.phone}</Anchor>,
    },
    {
      key: 'ticket',
      icon: <IconTicket size={18} />,
      title: t('support:ticket.title'),
      note: t('support:ticket.note'),
      action: (
        <Anchor href={c.ticketUrl} target="_blank" rel="noopener noreferrer">
          {t('support:ticket.raise')}
        </Anchor>
      ),
    },
  ];
  return (
    <>
      <Stack gap="sm">
        {channels.map((channel) => (
          <Paper key={channel.key} withBorder p="sm" data-channel={channel.key}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg">
                {channel.icon}
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1 }}>
                <Group gap="xs">
                  <Text fw={600}>{channel.title}</Text>
                  {channel.preferred && (
                    <Badge size="xs" variant="light" color="green">
                      {t('support:preferred')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {channel.note}
                </Text>
                {channel.action}
              </Stack>
            </Group>
          </Paper>
        ))}
        <Text size="xs" c="dimmed" ta="center">
          {t('support:hours', { hours: c.hours })}
        </Text>
        <GetInTouchForm />
        {session && (
          <Button variant="subtle" leftSection={<IconStairsUp size={16} />} onClick={escalation.open}>
            {t('support:escalate')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>{escalationOpen && <EscalationDialog opened onClose={escalation.close} />}</Suspense>
    </>
  );
}
