import { ActionIcon, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClubSettings, MemberPricing } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { CountInput } from '../../../components/typed-input/count-input';
import type { TypedValue } from '../../../components/typed-input/typed-text-input';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/** A blank or refused field is NaN in the draft: the contract's check then blocks the save. */
const num = (value: TypedValue) => (typeof value === 'number' ? value : Number.NaN);

/** Hold time, email at checkout, refund policy (defaults in contract/club-settings.ts). */
export function BookingRulesCard({ settings, errors, set }: Props) {
  const { t } = useTranslation('settings');
  const tiers = settings.refundPolicy.tiers;
  const setTiers = (next: typeof tiers) => set('refundPolicy', { tiers: next });
  return (
    <SettingsCard title={t('settings:bookings.title')} note={t('settings:bookings.note')}>
      <CountInput
        label={t('settings:bookings.cartHold')}
        field="Cart hold minutes"
        required
        description={t('settings:bookings.cartHoldHint')}
        min={1}
        max={120}
        value={settings.cartHoldMinutes}
        onChange={(v) => set('cartHoldMinutes', num(v))}
        error={errors['settings.cartHoldMinutes']}
        w={260}
      />
      <CountInput
        label={t('settings:bookings.waitlist')}
        field="Waitlist offer minutes"
        required
        description={t('settings:bookings.waitlistHint')}
        min={1}
        max={1440}
        value={settings.waitlistOfferMinutes}
        onChange={(v) => set('waitlistOfferMinutes', num(v))}
        error={errors['settings.waitlistOfferMinutes']}
        w={260}
      />
      <Switch
        label={t('settings:bookings.emailRequired')}
        description={t('settings:bookings.emailRequiredHint')}
        checked={settings.emailRequired}
        onChange={(e) => set('emailRequired', e.currentTarget.checked)}
      />
      <Select
        label={t('settings:bookings.memberPricing')}
        description={t('settings:bookings.memberPricingHint')}
        data={[
          { value: 'package', label: t('settings:bookings.memberPricingPackage') },
          { value: 'registered', label: t('settings:bookings.memberPricingRegistered') },
        ]}
        value={settings.memberPricing}
        onChange={(v) => v && set('memberPricing', v as MemberPricing)}
        allowDeselect={false}
        error={errors['settings.memberPricing']}
        w={340}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('settings:bookings.refundPolicy')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('settings:bookings.refundPolicyHint')}
        </Text>
        {tiers.map((tier, i) => (
          <Group key={i} gap="xs" align="flex-start">
            <CountInput
              aria-label={t('settings:bookings.tierHours', { n: i + 1 })}
              field="Hours before start"
              rightSection="h"
              required
              min={0}
              max={8_760}
              value={tier.hoursBefore}
              onChange={(v) => setTiers(tiers.map((x, j) => (j === i ? { ...x, hoursBefore: num(v) } : x)))}
              error={errors[`settings.refundPolicy.tiers.${i}.hoursBefore`]}
              w={150}
            />
            <CountInput
              aria-label={t('settings:bookings.tierPercent', { n: i + 1 })}
              field="Refund percent"
              rightSection="%"
              required
              min={0}
              max={100}
              value={tier.percent}
              onChange={(v) => setTiers(tiers.map((x, j) => (j === i ? { ...x, percent: num(v) } : x)))}
              error={errors[`settings.refundPolicy.tiers.${i}.percent`]}
              w={110}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('settings:bookings.removeTier', { n: i + 1 })}
              onClick={() => setTiers(tiers.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {tiers.length < 10 && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => setTiers([...tiers, { hoursBefore: 0, percent: 0 }])}
          >
            {t('settings:bookings.addTier')}
          </Button>
        )}
      </Stack>
    </SettingsCard>
  );
}
