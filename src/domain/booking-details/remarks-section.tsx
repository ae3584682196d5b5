import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { WriteButton } from '../../components/write-button';
import { bookingWrite } from './booking-api';

interface RemarksProps {
  bookingId: number;
  /** The id is a pattern booking's (the bulk booking card). */
  pattern?: boolean;
  remarks: string | null;
  onSaved: () => void;
}

/** Remarks: view, then Add / Edit (textarea, 100 characters), Save (refreshes) or Cancel. */
export function RemarksSection(props: RemarksProps) {
  // Other screens show this: it waits for Booking Details' words in its own Suspense, so the screen behind never
  // gives way to its loader the first time (ADR 0085).
  return (
    <Suspense fallback={null}>
      <Remarks {...props} />
    </Suspense>
  );
}

function Remarks({ bookingId, pattern = false, remarks, onSaved }: RemarksProps) {
  const { t } = useTranslation('booking-details');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(remarks ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const outcome = pattern
      ? await bookingWrite(endpoints.bulk.updateRemarks, { patternBookingId: bookingId, bookingRemarks: text })
      : await bookingWrite(endpoints.bookings.updateRemarks, { bookingId, bookingRemarks: text });
    if (!outcome.ok) return setError(outcome.message);
    setError(null);
    setEditing(false);
    onSaved();
  };
  if (!editing) {
    return (
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {/* A long remark wraps; the button keeps its width inside the drawer. */}
        <Text size="sm" c={remarks ? undefined : 'dimmed'} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('booking-details:remarks.shown', { remarks: remarks ?? t('booking-details:remarks.none') })}
        </Text>
        <WriteButton
          feature={Feature.bookingPayments}
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => (setText(remarks ?? ''), setEditing(true))}
        >
          {remarks ? t('booking-details:remarks.edit') : t('booking-details:remarks.add')}
        </WriteButton>
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      <Textarea
        label={t('booking-details:remarks.field')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
        error={error}
      />
      <Text size="xs" c="dimmed">
        {text.length}/100
      </Text>
      <Group gap="xs">
        <WriteButton feature={Feature.bookingPayments} size="compact-sm" onClick={() => void save()}>
          {t('booking-details:remarks.save')}
        </WriteButton>
        <Button size="compact-sm" variant="default" onClick={() => (setError(null), setEditing(false))}>
          {t('booking-details:remarks.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
