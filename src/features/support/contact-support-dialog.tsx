// Mantine's styles for the console (the login screen loads only its own: mantine-styles/login.ts).
import '../../components/mantine-styles/console';
import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMail, IconPhone, IconStairsUp, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../lib/session/session-store';
import { GetInTouchForm } from './get-in-touch-form';
import { supportContacts } from './support-channels';

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
  const session = useSession();
  const [escalationOpen, escalation] = useDisclosure(false);
  const c = supportContacts(session?.config);
  const channels: Channel[] = [
    {
      key: 'whatsapp',
      icon: <IconBrandWhatsapp size={18} />,
      title: 'WhatsApp',
      note: 'Fastest for quick issues',
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
      title: 'Email support',
      note: 'We reply within 1 business day',
      action: <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>,
    },
    { key: 'phone', icon: <IconPhone size={18} />, title: 'Phone', note: c.hours, action: <Anchor href={c.phoneHref}>{c.phone}</Anchor> },
    {
      key: 'ticket',
      icon: <IconTicket size={18} />,
      title: 'Support ticket',
      note: 'For detailed technical or account issues; we reply within 24 hours',
      action: (
        <Anchor href={c.ticketUrl} target="_blank" rel="noopener noreferrer">
          Raise a ticket
        </Anchor>
      ),
    },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title="Contact Support" centered size="md">
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
                      Preferred
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
          Business hours: {c.hours}
        </Text>
        <GetInTouchForm />
        {session && (
          <Button variant="subtle" leftSection={<IconStairsUp size={16} />} onClick={escalation.open}>
            Not resolved? Escalation matrix
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>{escalationOpen && <EscalationDialog opened onClose={escalation.close} />}</Suspense>
    </Modal>
  );
}
