import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '../lib/company';
import { CourtMark } from '../components/court-mark';
import { useTranslation } from 'react-i18next';

/** What phones get instead of the console (spec 1 §1): the partner apps. */
export function AppPromotionPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="md" maw={360} ta="center">
        <CourtMark size={72} />
        <Title order={2}>{t('common:promotion.title')}</Title>
        <Text c="dimmed">{t('common:promotion.body')}</Text>
        <Button component="a" href={COMPANY.androidAppUrl} size="md" fullWidth>
          {t('common:promotion.googlePlay')}
        </Button>
        <Button component="a" href={COMPANY.iosAppUrl} size="md" variant="default" fullWidth>
          {t('common:promotion.appStore')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('common:promotion.questions')} <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
