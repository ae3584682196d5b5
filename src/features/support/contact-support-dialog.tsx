import { Anchor, Badge, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { COMPANY } from '../../lib/company';

interface Channel {
  key: string;
  icon: ReactNode;
  title: string;
  note: string;
  action: ReactNode;
  preferred?: boolean;
}

const CHANNELS: Channel[] = [
  {
    key: 'whatsapp',
    icon: <IconBrandWhatsapp size={18} />,
    title: 'WhatsApp',
    note: 'Fastest for quick issues',
    preferred: true,
    action: (
      <Anchor href={COMPANY.whatsAppHref} target="_blank" rel="noopener noreferrer">
        {COMPANY.whatsAppNumber}
      </Anchor>
    ),
  },
  {
    key: 'email',
    icon: <IconMail size={18} />,
    title: 'Email support',
    note: 'We reply within 1 business day',
    action: <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>,
  },
  {
    key: 'phone',
    icon: <IconPhone size={18} />,
    title: 'Phone',
    note: `${COMPANY.supportHours}`,
    action: <Anchor href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</Anchor>,
  },
  {
    key: 'ticket',
    icon: <IconTicket size={18} />,
    title: 'Support ticket',
    note: 'For detailed technical or account issues; we reply within 24 hours',
    action: (
      <Anchor href={COMPANY.supportTicketUrl} target="_blank" rel="noopener noreferrer">
        Raise a ticket
      </Anchor>
    ),
  },
];

/** Contact Support (spec 3 §2): WhatsApp, email, phone and a support ticket. */
export function ContactSupportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Contact Support" centered size="md">
      <Stack gap="sm">
        {CHANNELS.map((channel) => (
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
          Business hours: {COMPANY.supportHours}
        </Text>
      </Stack>
    </Modal>
  );
}
