import { Alert, Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CourtMark } from '../../components/court-mark';
import { useSignedOutNotice } from '../../lib/session/signed-out-notice';
import { LoginForm } from './login-form';

/** /login: for partners; visitors without an account are invited to get in touch (spec 1 §1). */
export function LoginPage({ onGetInTouch }: { onGetInTouch: () => void }) {
  const signedOutReason = useSignedOutNotice((state) => state.reason);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="lg">
        <Group justify="center" gap="xs">
          <CourtMark size={40} />
          <Title order={2}>Courtdesk</Title>
        </Group>
        {signedOutReason && (
          // The server ended the session (ADR 0069): say why, right above the way back in.
          <Alert role="alert" color="yellow" title="You were signed out">
            {signedOutReason}
          </Alert>
        )}
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="lg">
            <div>
              <Title order={3}>Partner Console</Title>
              <Text size="sm" c="dimmed">
                Sign in to run your club.
              </Text>
            </div>
            <LoginForm />
          </Stack>
        </Paper>
        <Text size="sm" ta="center" c="dimmed">
          Don't have a partner account?{' '}
          <Anchor component="button" type="button" onClick={onGetInTouch}>
            Get in touch
          </Anchor>{' '}
          to become a partner.
        </Text>
      </Stack>
    </Center>
  );
}
