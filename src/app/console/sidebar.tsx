import { AppShell, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { CourtMark } from '../../components/court-mark';
import { HomeSearch } from './home-search';
import { sidebarGroups } from '../section-model';
import { SidebarFooter } from './sidebar-footer';
import { useVisibleSections } from './use-visible-sections';
import { useTranslation } from 'react-i18next';

export function Sidebar() {
  const { t } = useTranslation();
  const groups = sidebarGroups(useVisibleSections() ?? []);
  const { pathname } = useLocation();
  return (
    <>
      <AppShell.Section p="md">
        <Group gap="xs" mb="sm">
          <CourtMark size={28} />
          <Text fw={700}>{t('common:brand')}</Text>
        </Group>
        <HomeSearch />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs">
        <nav aria-label={t('common:nav.sections')}>
          <Stack gap="sm">
            {groups.map((group) => (
              <div key={group.key}>
                {group.label && (
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                    {t(`common:group.${group.key}`, { defaultValue: group.label })}
                  </Text>
                )}
                {group.sections.map((section) => (
                  <NavLink
                    key={section.key}
                    component={RouterLink}
                    to={section.path}
                    label={t(`common:section.${section.key}`, { defaultValue: section.label })}
                    data-section={section.key}
                    active={pathname === section.path || pathname.startsWith(`${section.path}/`)}
                  />
                ))}
              </div>
            ))}
          </Stack>
        </nav>
      </AppShell.Section>
      <AppShell.Section p="xs">
        <SidebarFooter />
      </AppShell.Section>
    </>
  );
}
