import { ActionIcon, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClubSettings, MemberPricing } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { CountInput } from '../../../components/typed-input/count-input';
import type { TypedValue } from '../../../components/typed-input/typed-text-input';
import { SettingsCard } from './card';

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/** A blank or refused field is NaN in the draft: the contract's check then blocks the save. */
const num = (value: TypedValue) => (typeof value === 'number' ? value : Number.NaN);

/** Hold time, email at checkout, refund policy (defaults in contract/club-settings.ts). */
export function BookingRulesCard({ settings, errors, set }: Props) {
  const tiers = settings.refundPolicy.tiers;
  const setTiers = (next: typeof tiers) => set('refundPolicy', { tiers: next });
  return (
    <SettingsCard title="Bookings" note="How carts, checkout and cancellations behave at this club.">
      <CountInput
        label="Cart hold (minutes)"
        field="Cart hold minutes"
        required
        description="How long slots in a cart stay held for this desk before others can book them. Default 10."
        min={1}
        max={120}
        value={settings.cartHoldMinutes}
        onChange={(v) => set('cartHoldMinutes', num(v))}
        error={errors['settings.cartHoldMinutes']}
        w={260}
      />
      <CountInput
        label="Waitlist offer (minutes)"
        field="Waitlist offer minutes"
        required
        description="How long a freed slot stays held for the waitlisted customer it is offered to. Default 15."
        min={1}
        max={1440}
        value={settings.waitlistOfferMinutes}
        onChange={(v) => set('waitlistOfferMinutes', num(v))}
        error={errors['settings.waitlistOfferMinutes']}
        w={260}
      />
      <Switch
        label="Email required at checkout"
        description="Checkout refuses a booking without the customer's email. Default off."
        checked={settings.emailRequired}
        onChange={(e) => set('emailRequired', e.currentTarget.checked)}
      />
      <Select
        label="Member prices for"
        description="Who pays the member prices set on Club Pricing. Default: members with an active package on the day played."
        data={[
          { value: 'package', label: 'Members with an active package' },
          { value: 'registered', label: 'Every registered member' },
        ]}
        value={settings.memberPricing}
        onChange={(v) => v && set('memberPricing', v as MemberPricing)}
        allowDeselect={false}
        error={errors['settings.memberPricing']}
        w={340}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Refund policy
        </Text>
        <Text size="xs" c="dimmed">
          Cancelling at least this many hours before the start refunds this share of what was paid; the best tier that applies is used, none
          applies means no refund. Default 100 % at 24 h, 50 % at 2 h.
        </Text>
        {tiers.map((tier, i) => (
          <Group key={i} gap="xs" align="flex-start">
            <CountInput
              aria-label={`Tier ${i + 1} hours before`}
              field="Hours before start"
              rightSection="h"
              required
              min={0}
              max={8_760}
              value={tier.hoursBefore}
              onChange={(v) => setTiers(tiers.map((t, j) => (j === i ? { ...t, hoursBefore: num(v) } : t)))}
              error={errors[`settings.refundPolicy.tiers.${i}.hoursBefore`]}
              w={150}
            />
            <CountInput
              aria-label={`Tier ${i + 1} refund percent`}
              field="Refund percent"
              rightSection="%"
              required
              min={0}
              max={100}
              value={tier.percent}
              onChange={(v) => setTiers(tiers.map((t, j) => (j === i ? { ...t, percent: num(v) } : t)))}
              error={errors[`settings.refundPolicy.tiers.${i}.percent`]}
              w={110}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Remove tier ${i + 1}`}
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
            Add tier
          </Button>
        )}
      </Stack>
    </SettingsCard>
  );
}
