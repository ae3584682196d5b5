import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '../lib/company';
import { CourtMark } from '../components/court-mark';

/** What phones get instead of the console (spec 1 §1): the partner apps. */
export function AppPromotionPage() {
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="md" maw={360} ta="center">
        <CourtMark size={72} />
        <Title order={2}>Courtdesk Partner on your phone</Title>
        <Text c="dimmed">
          The Partner Console is made for a desk screen. On a phone, run your club with the Courtdesk Partner app: bookings, payments and
          check-ins in your pocket.
        </Text>
        <Button component="a" href={COMPANY.androidAppUrl} size="md" fullWidth>
          Get it on Google Play
        </Button>
        <Button component="a" href={COMPANY.iosAppUrl} size="md" variant="default" fullWidth>
          Download on the App Store
        </Button>
        <Text size="sm" c="dimmed">
          Questions? Write to <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
