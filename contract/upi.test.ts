import { describe, expect, it } from 'vitest';
import { upiIntent } from './upi';

describe('UPI intent', () => {
  it('carries the VPA, payee, amount with 2 decimals, INR and the note, each encoded', () => {
    expect(upiIntent({ vpa: 'arena@okaxis', payeeName: 'Demo Arena & Co', amount: 400, note: 'Booking 2026-12-07 Test Player' })).toBe(
      'upi://pay?pa=arena%40okaxis&pn=Demo%20Arena%20%26%20Co&am=400.00&cu=INR&tn=Booking%202026-12-07%20Test%20Player',
    );
  });
});
