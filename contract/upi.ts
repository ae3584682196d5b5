/**
 * The UPI payment intent a desk shows as a QR (issue 29 §4, ADR 0082): any UPI app that scans it
 * opens a payment to the club's UPI ID for the amount, in rupees, with a note the desk can find
 * in its statement. The same link goes into payment links by SMS or e-mail.
 */
export function upiIntent(p: { vpa: string; payeeName: string; amount: number; note: string }): string {
  const q = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ['am', p.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.note.slice(0, 50)],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `upi://pay?${q}`;
}
