import { MarketplaceKeysCard } from './marketplace-keys/marketplace-keys-card';
import { CalendarFeedsCard } from './calendar-feeds/calendar-feeds-card';
import { WebhooksCard } from './webhooks/webhooks-card';
import { FairUseCard } from './fair-use/fair-use-card';
import { useTranslation } from 'react-i18next';
import { Alert, Group, Loader, Stack, Title } from '@mantine/core';
import { Feature } from '../../../contract/features';
import { NeedsConnection, useNeedsConnection } from '../../components/needs-connection';
import { WriteButton } from '../../components/write-button';
import { BookingRulesCard } from './cards/booking-rules-card';
import { CancelFeesCard } from './cards/cancel-fees-card';
import { NoShowStrikesCard } from './cards/no-show-strikes-card';
import { ClubProfileCard } from './cards/club-profile-card';
import { LinksCard } from './cards/links-card';
import { ReceiptCard } from './cards/receipt-card';
import { GstCard } from './cards/gst-card';
import { UpiCard } from './cards/upi-card';
import { SessionsCard } from './cards/sessions-card';
import { SupportCard } from './cards/support-card';
import { useSettingsForm } from './hooks/use-settings-form';

/** Club Settings (feature 19): one page, saved whole; every change lands in the audit log. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { draft, failed, errors, saving, setSetting, setProfile, save, load } = useSettingsForm();
  const offline = useNeedsConnection(draft !== null, load);
  if (offline)
    return (
      <Stack p="md" gap="md">
        <Title order={2}>{t('settings:title')}</Title>
        <NeedsConnection what={t('settings:title')} />
      </Stack>
    );
  if (failed && !draft)
    return (
      <Alert m="md" color="red">
        {t('settings:loadFailed')}
      </Alert>
    );
  if (!draft) return <Loader m="xl" />;
  const saveButton = (
    <WriteButton feature={Feature.clubSettings} loading={saving} onClick={() => void save()}>
      {t('settings:save')}
    </WriteButton>
  );
  return (
    <Stack p="md" gap="md" maw={1000}>
      <Group justify="space-between">
        <Title order={2}>{t('settings:title')}</Title>
        {saveButton}
      </Group>
      <BookingRulesCard settings={draft.settings} errors={errors} set={setSetting} />
      <CancelFeesCard settings={draft.settings} errors={errors} set={setSetting} />
      <NoShowStrikesCard settings={draft.settings} errors={errors} set={setSetting} />
      <SessionsCard settings={draft.settings} errors={errors} set={setSetting} />
      <FairUseCard />
      <ClubProfileCard profile={draft.profile} errors={errors} set={setProfile} />
      <ReceiptCard receipt={draft.settings.receipt} errors={errors} set={(receipt) => setSetting('receipt', receipt)} />
      <GstCard tax={draft.settings.tax} errors={errors} set={(tax) => setSetting('tax', tax)} />
      <UpiCard upi={draft.settings.upi} errors={errors} set={(upi) => setSetting('upi', upi)} />
      <SupportCard settings={draft.settings} errors={errors} set={setSetting} />
      <LinksCard settings={draft.settings} errors={errors} set={setSetting} />
      <MarketplaceKeysCard />
      <CalendarFeedsCard />
      <WebhooksCard />
      <Group justify="flex-end">{saveButton}</Group>
    </Stack>
  );
}
