import { Divider, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

type Level = ClubSettings['escalation'][number];
const EMPTY_LEVEL = (level: number): Level => ({
  level,
  message: '',
  name: '',
  designation: '',
  phone: '',
  email: '',
  chatUrl: '',
  formUrl: '',
});

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/**
 * Support contacts (Contact Support dialog; empty fields fall back to Courtdesk's own) and the
 * escalation matrix (levels 1–3, shown by the escalation dialog; a level without a name is left out).
 */
export function SupportCard({ settings, errors, set }: Props) {
  const { t } = useTranslation('settings');
  const support = settings.support;
  const field = (key: keyof typeof support, label: string, placeholder?: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={support[key]}
      onChange={(e) => set('support', { ...support, [key]: e.currentTarget.value })}
      error={errors[`settings.support.${key}`]}
    />
  );
  const levelAt = (n: number) => settings.escalation.find((l) => l.level === n) ?? EMPTY_LEVEL(n);
  const setLevel = (n: number, patch: Partial<Level>) => {
    const next = [1, 2, 3]
      .map((k) => (k === n ? { ...levelAt(k), ...patch } : levelAt(k)))
      .filter((l) => l.name.trim() !== '' || l.level === n);
    set('escalation', next);
  };
  const email = settings.escalationEmail;
  return (
    <SettingsCard title={t('settings:support.title')} note={t('settings:support.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('whatsapp', t('settings:support.whatsapp'), '+91 98450 71290')}
        {field('email', t('settings:support.email'))}
        {field('phone', t('settings:support.phone'))}
        {field('ticketUrl', t('settings:support.ticketUrl'), 'https://…')}
        {field('hours', t('settings:support.hours'), t('settings:support.hoursPlaceholder'))}
      </SimpleGrid>
      <Divider label={t('settings:support.escalation')} labelPosition="left" />
      {[1, 2, 3].map((n) => {
        const l = levelAt(n);
        const err = (key: string) => errors[`settings.escalation.${settings.escalation.findIndex((x) => x.level === n)}.${key}`];
        return (
          <div key={n} data-level={n}>
            <Text size="sm" fw={600} mb={4}>
              {t('settings:support.level', { n })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('settings:support.message')}
                value={l.message}
                onChange={(e) => setLevel(n, { message: e.currentTarget.value })}
                error={err('message')}
              />
              <TextInput
                label={t('settings:support.name')}
                value={l.name}
                onChange={(e) => setLevel(n, { name: e.currentTarget.value })}
                error={err('name')}
              />
              <TextInput
                label={t('settings:support.designation')}
                value={l.designation}
                onChange={(e) => setLevel(n, { designation: e.currentTarget.value })}
                error={err('designation')}
              />
              <TextInput
                label={t('settings:support.mobile')}
                value={l.phone}
                onChange={(e) => setLevel(n, { phone: e.currentTarget.value })}
                error={err('phone')}
              />
              <TextInput
                label={t('settings:support.whatsapp')}
                value={l.chatUrl}
                onChange={(e) => setLevel(n, { chatUrl: e.currentTarget.value })}
                error={err('chatUrl')}
              />
              <TextInput
                label={t('settings:support.levelEmail')}
                value={l.email}
                onChange={(e) => setLevel(n, { email: e.currentTarget.value })}
                error={err('email')}
              />
              <TextInput
                label={t('settings:support.formUrl')}
                value={l.formUrl}
                onChange={(e) => setLevel(n, { formUrl: e.currentTarget.value })}
                error={err('formUrl')}
              />
            </SimpleGrid>
          </div>
        );
      })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings:support.generalMessage')}
          value={email.message}
          onChange={(e) => set('escalationEmail', { ...email, message: e.currentTarget.value })}
        />
        <TextInput
          label={t('settings:support.generalEmail')}
          description={t('settings:support.generalEmailHint')}
          value={email.email}
          onChange={(e) => set('escalationEmail', { ...email, email: e.currentTarget.value })}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
