import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Suspense, useState, type ReactNode } from 'react';
import type { ApiOutcome } from '../../lib/api/outcome';
import { WriteButton } from '../../components/write-button';
import { contractWords } from '../../lib/i18n/contract-words';

interface ActionDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Runs the write; a failure's message is shown in the dialog, a success closes it. */
  onSubmit: () => Promise<ApiOutcome<unknown>> | null;
  onDone: () => void;
  submitLabel: string;
  /** Feature whose write access the submit needs. */
  feature: number;
  children: ReactNode;
  size?: string;
  color?: string;
  /** A local check's message, shown before anything is sent. */
  localError?: string | null;
}

/** One dialog of the details panel: fields, the server's message inline, and one write. */
export function ActionDialog(props: ActionDialogProps) {
  // Other screens show this: it waits for Booking Details' words in its own Suspense, so the screen behind never
  // gives way to its loader the first time (ADR 0085).
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

function Dialog(props: ActionDialogProps) {
  const { t } = useTranslation('booking-details');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError(null);
    props.onClose();
  };
  const submit = async () => {
    // A local rule may be the contract's own (its English); shown in the language on screen.
    if (props.localError) return setError(contractWords(props.localError));
    const pending = props.onSubmit();
    if (!pending) return;
    setBusy(true);
    const outcome = await pending;
    setBusy(false);
    if (outcome.ok) {
      close();
      props.onDone();
    } else setError(outcome.message);
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} size={props.size ?? 'md'}>
      <Stack gap="sm">
        {props.children}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('booking-details:dialog.cancel')}
          </Button>
          <WriteButton feature={props.feature} loading={busy} color={props.color} onClick={() => void submit()}>
            {props.submitLabel}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
