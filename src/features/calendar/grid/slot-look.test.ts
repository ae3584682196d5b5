import { describe, expect, it } from 'vitest';
import { slotLook } from './slot-look';
import { makeSlot } from './test-slots';

describe('slot look (spec 1 §4 colours)', () => {
  it('a free slot is Book', () => {
    expect(slotLook(makeSlot())).toMatchObject({ tone: 'free', label: 'Book' });
  });
  it('Book is warning-coloured when available differs from maxSlotCount', () => {
    const look = slotLook(makeSlot({ activityType: 1, available: 3, maxSlotCount: 10 }));
    expect(look).toMatchObject({ tone: 'partial', label: 'Book 3/10' });
    expect(slotLook(makeSlot({ activityType: 1, available: 10, maxSlotCount: 10 })).tone).toBe('free');
  });
  it('Booked is amber with payment pending, red when paid, and shows the customer', () => {
    expect(slotLook(makeSlot({ status: 'Booked', customerName: 'Asha', paymentPending: true }))).toMatchObject({
      tone: 'pending',
      label: 'Asha',
    });
    expect(slotLook(makeSlot({ status: 'Booked', customerName: 'Ravi', paymentPending: false }))).toMatchObject({
      tone: 'booked',
      label: 'Ravi',
    });
    expect(slotLook(makeSlot({ status: 'Booked', customerName: null })).label).toBe('Booked');
  });
  it.each([
    ['Blocked', 'blocked'],
    ['Locked', 'locked'],
    ['Booking in Progress', 'progress'],
    ['Carted', 'carted'],
  ] as const)('%s has its own tone and label', (status, tone) => {
    expect(slotLook(makeSlot({ status }))).toMatchObject({ tone, label: status });
  });
});

describe('a blocked cell says why (issue 27 item 7)', () => {
  it('shows the block remark as its label, with Blocked said before it and in the title', () => {
    expect(slotLook(makeSlot({ status: 'Blocked', blocked: true, blockRemark: '  Floor polishing ' }))).toEqual({
      tone: 'blocked',
      label: 'Floor polishing',
      title: 'Blocked — Floor polishing',
      spoken: 'Blocked: ',
    });
    expect(slotLook(makeSlot({ status: 'Blocked', blocked: true, blockRemark: null })).label).toBe('Blocked');
  });
});
