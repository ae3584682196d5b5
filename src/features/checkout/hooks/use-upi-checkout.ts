import { useEffect, useState } from 'react';
import { PaymentMode } from '../../../../contract/codes';
import { settingsFromStored } from '../../../../contract/club-settings';
import type { Cart } from '../../../../contract/cart';
import type { CheckoutForm } from '../../../domain/checkout/use-checkout-form';
import { UpiMessages } from '../../../domain/checkout/upi-payment';
import { useOnline } from '../../../lib/online/online-store';
import { useSession } from '../../../lib/session/session-store';

/**
 * UPI at checkout (ADR 0082): offered when the club has a UPI ID and the console is online (a
 * payment is an online write; offline the QR is not shown). When the advance is paid by UPI the
 * desk must confirm the money arrived before booking; a changed amount or mode asks again.
 */
export function useUpiCheckout(form: CheckoutForm, cart: Cart) {
  const session = useSession();
  const online = useOnline();
  const { vpa, payeeName } = settingsFromStored(session?.config).upi;
  const offered = vpa !== '' && online;
  const amount = Number(form.values.advance || 0);
  const due = offered && form.payment.mode === PaymentMode.upi && amount > 0;
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setConfirmed(false);
    setError(undefined);
  }, [amount, form.payment.mode]);
  const first = cart.slots[0];
  const note = `Booking ${first?.slotDate ?? ''} ${form.values.name}`.trim();
  return {
    offered,
    panel: due
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
        }
      : null,
    /** False (and the message shown) while a UPI advance is not yet confirmed. */
    ready: (): boolean => {
      if (!due || confirmed) return true;
      setError(UpiMessages.confirmRequired);
      return false;
    },
  };
}
