import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { VerifyData } from '../../../contract/bulk';
import { PatternFormFields } from '../../domain/pattern-form/pattern-form-fields';
import {
  EMPTY_PATTERN_FORM,
  patternFormError,
  toPatternPayload,
  type PatternFormState,
} from '../../domain/pattern-form/pattern-form-state';
import { SlotsResultDialog } from '../../domain/pattern-form/slots-result-dialog';
import { useRetryLock } from '../../lib/api/use-retry-lock';
import { useCurrencySymbol } from '../../lib/money';
import { useOnline } from '../../lib/online/online-store';
import { verifyPattern } from '../../lib/pattern/pattern-api';
import { useActivities, useCourts } from '../../offline/mirror-queries';
import { usePatternDraft } from './stores/pattern-draft';
import { bulkResultNotes } from './result-notes';
import { useTranslation } from 'react-i18next';

/** Bulk Booking (spec 1 §2): the form, Check Availability, the result, Continue to checkout. */
export function BulkBookingPage() {
  // The form's words (src/domain/pattern-form) load with the page's.
  const { t } = useTranslation(['bulk', 'pattern-form']);
  const activities = useActivities() ?? [];
  const [form, setForm] = useState<PatternFormState>(EMPTY_PATTERN_FORM);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<VerifyData | null>(null);
  const [checking, setChecking] = useState(false);
  const [locked, lock] = useRetryLock();
  const online = useOnline();
  const currency = useCurrencySymbol();
  const courts = useCourts(form.activityId) ?? [];
  const setDraft = usePatternDraft((s) => s.setDraft);
  const navigate = useNavigate();
  const activity = activities.find((a) => a.activityId === form.activityId);

  const check = async () => {
    const message = patternFormError(form, activity?.activityType ?? null);
    setError(message);
    if (message) return;
    setChecking(true);
    const outcome = await verifyPattern(toPatternPayload(form));
    setChecking(false);
    if (outcome.kind === 'not-found') lock();
    if (outcome.ok && outcome.data.data) setResult(outcome.data.data);
  };

  const unusable = result
    ? [...result.bookedSlots, ...result.blockedSlots].sort(
        (a, b) => a.slotDate.localeCompare(b.slotDate) || a.slotTime.localeCompare(b.slotTime),
      )
    : [];
  const notes = bulkResultNotes(form.ignoreUnavailable, unusable.length);
  const proceed = () => {
    if (!result || !activity) return;
    setDraft({
      form: toPatternPayload(form),
      activityName: activity.activityName,
      courtNames: courts.filter((c) => form.courts.includes(c.courtId)).map((c) => c.courtName),
      slots: result.availableSlots.length,
      skipped: unusable.length,
      grossPrice: result.grossPrice,
    });
    navigate('/bulk-checkout');
  };

  return (
    <Stack gap="md" maw={960} p="lg">
      <Group justify="space-between">
        <Title order={2}>{t('bulk:title')}</Title>
        <Anchor component={Link} to="/search?type=bulk">
          {t('bulk:seeAll')}
        </Anchor>
      </Group>
      <Card withBorder padding="lg">
        <PatternFormFields
          value={form}
          onChange={(f) => {
            setForm(f);
            setError(null);
          }}
          activities={activities}
          purpose="book"
        />
        {error && (
          <Text c="red" size="sm" mt="sm" role="alert">
            {error}
          </Text>
        )}
        <Group mt="lg">
          <Button
            variant="default"
            onClick={() => {
              setForm(EMPTY_PATTERN_FORM);
              setError(null);
            }}
          >
            {t('bulk:reset')}
          </Button>
          <Button onClick={() => void check()} loading={checking} disabled={!online || locked}>
            {t('bulk:check')}
          </Button>
          {!online && (
            <Text size="xs" c="dimmed">
              {t('common:write.needsConnection')}
            </Text>
          )}
        </Group>
      </Card>
      <SlotsResultDialog
        opened={result !== null}
        onClose={() => setResult(null)}
        data={result}
        wording={{
          // The English of following and none is the server's (contract/bulk BulkMessages).
          title: t('bulk:result.title'),
          following: t('bulk:result.following'),
          none: t('bulk:result.none'),
          all: t('bulk:result.all'),
          continueLabel: t('bulk:result.continue'),
          note: notes.note ?? undefined,
        }}
        usable={result?.availableSlots ?? []}
        unusable={unusable}
        blockedReason={notes.blockedReason}
        onContinue={proceed}
        currency={currency}
      />
    </Stack>
  );
}
