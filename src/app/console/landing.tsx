import { Center, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { landingPath } from '../section-model';
import { useVisibleSections } from './use-visible-sections';
import { useTranslation } from 'react-i18next';

/** `/`: the dashboard when built and allowed, else the first section the user may open. */
export function Landing() {
  const { t } = useTranslation();
  const visible = useVisibleSections();
  if (!visible) return <PageLoader />;
  const path = landingPath(visible);
  if (path) return <Navigate to={path} replace />;
  return (
    <Center mih="60dvh">
      <Stack align="center" maw={420} ta="center" gap="xs">
        <Title order={3}>{t('common:landing.noSections')}</Title>
        <Text c="dimmed">{t('common:landing.noAccess')}</Text>
      </Stack>
    </Center>
  );
}
