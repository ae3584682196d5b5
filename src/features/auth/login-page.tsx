import { Alert, Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CourtMark } from '../../components/court-mark';
import { useSignedOutNotice } from '../../lib/session/signed-out-notice';
import { LoginForm } from './login-form';
import { useTranslation } from 'react-i18next';
import { LanguageButtons } from '../../components/language-buttons';
import { pickLanguageBeforeSignIn } from '../../lib/i18n/language-choice';

/** /login: for partners; visitors without an account are invited to get in touch (spec 1 §1). */
export function LoginPage({ onGetInTouch }: { onGetInTouch: () => void }) {
  const { t } = useTranslation();
  const signedOutReason = useSignedOutNotice((state) => state.reason);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="lg">
        <Group justify="flex-end">
          <LanguageButtons onPick={(language) => void pickLanguageBeforeSignIn(language)} />
        </Group>
        <Group justify="center" gap="xs">
          <CourtMark size={40} />
          <Title order={2}>{t('common:brand')}</Title>
        </Group>
        {signedOutReason && (
          // The server ended the session (ADR 0069): say why, right above the way back in.
          <Alert role="alert" color="yellow" title={t('auth:signedOut')}>
            {signedOutReason}
          </Alert>
        )}
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="lg">
            <div>
              <Title order={3}>{t('auth:heading')}</Title>
              <Text size="sm" c="dimmed">
                {t('auth:subheading')}
              </Text>
            </div>
            <LoginForm />
          </Stack>
        </Paper>
        <Text size="sm" ta="center" c="dimmed">
          {t('auth:noAccount')}{' '}
          <Anchor component="button" type="button" onClick={onGetInTouch}>
            {t('auth:getInTouch')}
          </Anchor>{' '}
          {t('auth:toBecomePartner')}
        </Text>
      </Stack>
    </Center>
  );
}
