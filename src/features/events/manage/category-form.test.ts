import { describe, expect, it } from 'vitest';
import { EventMessages } from '../../../../contract/events';
import { categoryFormErrors, categoryPayload, emptyCategory } from './category-form';

const filled = { ...emptyCategory(), name: ' Open 10K ', price: '500', totalTickets: 40, startDate: '2026-12-01', endDate: '2026-12-02' };

describe('category form', () => {
  it('needs a name, a price and tickets of 0 or more, and valid dates', () => {
    expect(categoryFormErrors(emptyCategory())).toEqual({
      name: EventMessages.nameRequired,
      price: EventMessages.invalidPrice,
      totalTickets: EventMessages.invalidTickets,
      dates: EventMessages.invalidDates,
    });
    expect(categoryFormErrors(filled)).toEqual({});
    expect(categoryFormErrors({ ...filled, totalTickets: 2.5 }).totalTickets).toBe(EventMessages.invalidTickets);
    expect(categoryFormErrors({ ...filled, endDate: '2026-11-30' }).dates).toBe(EventMessages.invalidDates);
  });

  it('never lets the total go below what is sold', () => {
    expect(categoryFormErrors({ ...filled, totalTickets: 3 }, 5).totalTickets).toBe('Total tickets cannot be less than sold tickets (5)');
    expect(categoryFormErrors({ ...filled, totalTickets: 5 }, 5)).toEqual({});
  });

  it('sends trimmed names and numbers', () => {
    expect(categoryPayload(filled)).toEqual({
      name: 'Open 10K',
      price: 500,
      totalTickets: 40,
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      active: true,
    });
  });
});
