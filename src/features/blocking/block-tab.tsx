import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyData } from '../../../contract/bulk';
import { Feature } from '../../../contract/features';
import { PatternFormFields } from '../../domain/pattern-form/pattern-form-fields';
import {
  EMPTY_PATTERN_FORM,
  patternFormError,
  toPatternPayload,
  type PatternFormState,
} from '../../domain/pattern-form/pattern-form-state';
import { SlotsResultDialog } from '../../domain/pattern-form/slots-result-dialog';
import { useWriteGuard } from '../../components/write-guard';
import { useRetryLock } from '../../lib/api/use-retry-lock';
import { i18n } from '../../lib/i18n/i18n';
import { useOnline } from '../../lib/online/online-store';
import { createBlock, toBlockingPayload, unblockSlots, verifyBlocking } from '../../lib/pattern/pattern-api';
import { resyncCalendar } from '../../offline/calendar-days';
import type { ActivityRow } from '../../offline/schema/v1';

/** The check's and the result's words, in the language on screen (English: the contract's BlockingMessages). */
export function wordingOf(purpose: 'block' | 'unblock') {
  return purpose === 'block'
    ? {
        title: i18n.t('blocking:block.check'),
        following: i18n.t('blocking:block.following'),
        none: i18n.t('blocking:block.none'),
        all: i18n.t('blocking:block.all'),
        note: i18n.t('blocking:block.note'),
        continueLabel: i18n.t('blocking:block.title'),
        button: i18n.t('blocking:block.check'),
      }
    : {
        title: i18n.t('blocking:unblock.check'),
        following: i18n.t('blocking:unblock.following'),
        none: i18n.t('blocking:unblock.none'),
        all: i18n.t('blocking:unblock.following'),
        continueLabel: i18n.t('blocking:unblock.title'),
        button: i18n.t('blocking:unblock.check'),
      };
}

/** One tab of Block Slots / Unblock Slots: the shared form, the check and its result (spec 1 §2, §4). */
export function BlockTab({ purpose, activities }: { purpose: 'block' | 'unblock'; activities: ActivityRow[] }) {
  const { t } = useTranslation('blocking');
  const [form, setForm] = useState<PatternFormState>(EMPTY_PATTERN_FORM);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<VerifyData | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, lock] = useRetryLock();
  const online = useOnline();
  const guard = useWriteGuard(Feature.blockSlots);
  const w = wordingOf(purpose);
  const activity = activities.find((a) => a.activityId === form.activityId);
  const payload = () => toBlockingPayload(toPatternPayload({ ...form, slotCount: 1 }), form.remarks);

  const check = async () => {
    const message = patternFormError({ ...form, slotCount: 1 }, activity?.activityType ?? null);
    setError(message);
    if (message) return;
    setBusy(true);
    const outcome = await verifyBlocking(payload(), purpose);
    setBusy(false);
    if (outcome.kind === 'not-found') lock();
    if (outcome.ok && outcome.data.data) setResult(outcome.data.data);
  };
  const act = async () => {
    if (!result) return;
    setBusy(true);
    const outcome = purpose === 'block' ? await createBlock(payload()) : await unblockSlots(null, result.availableSlots);
    setBusy(false);
    if (outcome.ok) {
      setResult(null);
      void resyncCalendar();
    }
  };
  const unusable = result ? [...result.bookedSlots, ...result.blockedSlots] : [];
  return (
    <>
      <PatternFormFields
        value={form}
        onChange={(f) => {
          setForm(f);
          setError(null);
        }}
        activities={activities}
        purpose={purpose}
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
          {t('blocking:reset')}
        </Button>
        <Button onClick={() => void check()} loading={busy && !result} disabled={!online || locked}>
          {w.button}
        </Button>
        {!online && (
          <Text size="xs" c="dimmed">
            {t('common:write.needsConnection')}
          </Text>
        )}
      </Group>
      <SlotsResultDialog
        opened={result !== null}
        onClose={() => setResult(null)}
        data={result}
        wording={w}
        usable={result?.availableSlots ?? []}
        unusable={purpose === 'block' ? unusable : []}
        blockedReason={guard.reason ?? null}
        busy={busy}
        onContinue={() => void act()}
      />
    </>
  );
}
