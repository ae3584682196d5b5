import { useEffect, useState } from 'react';
import { PaymentMode } from '../../../contract/codes';
import { settingsFromStored } from '../../../contract/club-settings';
import { utrError } from '../../../contract/upi';
import { useOnline } from '../../lib/online/online-store';
import { useSession } from '../../lib/session/session-store';
import { UpiMessages, type UpiPaymentProps } from './upi-payment';

/** Whether a mode control offers UPI: the club has a UPI ID; offline it is shown disabled with the reason. */
export interface UpiAvailability {
  configured: boolean;
  online: boolean;
}

/**
 * One UPI payment at the desk (issue 29 §4, ADR 0082 and its addendum), for every form that takes
 * money: checkout, Pay Now, package and event payments. The QR is offered when the club has a UPI
 * ID, the console is online (a payment is an online write) and the form pays `amount` > 0 by UPI.
 * The desk must tick "UPI payment received" before the write; a changed amount or mode asks
 * again. The UTR is optional; typed, it must be 12 digits and is sent exactly as typed.
 */
export function useUpiPayment({
  amount,
  mode,
  note,
  confirmMessage,
}: {
  amount: number;
  mode: number;
  note: string;
  /** What an unticked "UPI payment received" says (checkout: "… before booking"); default "… before recording it". */
  confirmMessage?: string;
}) {
  const session = useSession();
  const online = useOnline();
  const { vpa, payeeName } = settingsFromStored(session?.config).upi;
  const availability: UpiAvailability = { configured: vpa !== '', online };
  const due = availability.configured && online && mode === PaymentMode.upi && amount > 0;
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [utr, setUtr] = useState('');
  const [utrMessage, setUtrMessage] = useState<string | undefined>();
  useEffect(() => {
    setConfirmed(false);
    setError(undefined);
  }, [amount, mode]);
  const panel: UpiPaymentProps | null = due
    ? {
        vpa,
        payeeName,
        amount,
        note,
        confirmed,
        error,
        onConfirm: (value: boolean) => {
          setConfirmed(value);
          if (value) setError(undefined);
        },
        utr,
        utrError: utrMessage,
        onUtr: (value: string) => {
          setUtr(value);
          setUtrMessage(undefined);
        },
      }
    : null;
  return {
    availability,
    panel,
    /** False (and the messages shown) while a UPI payment is not confirmed or its UTR is not 12 digits. */
    ready: (): boolean => {
      if (!due) return true;
      const badUtr = utrError(utr) ?? undefined;
      setUtrMessage(badUtr);
      // Read when the desk confirms: the panel (and its words) is on screen by then.
      if (!confirmed) setError(confirmMessage ?? UpiMessages.confirmBeforeRecording);
      return confirmed && !badUtr;
    },
    /** The wire's `utr`: only with a UPI payment, only when typed. */
    utr: due && utr !== '' ? utr : undefined,
  };
}

export type UpiPaymentState = ReturnType<typeof useUpiPayment>;
