import { baseReply } from '../../../contract/envelope';
import { endpoints, type RequestOf } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { withPricingRefusal } from './pricing-refusals';

const e = endpoints.pricing;
const shown = { present: { success: true } };
/** Writes whose refusals may carry values: shown here, in the language on screen (pricing-refusals.ts). */
const refusalsHere = { present: { success: true, failure: 'none' as const } };

export const pricingApi = {
  classes: () => api.call(e.classDetails),
  config: (priceClass: number, activityId: number) => api.call(e.configDetails, { priceClass, activityId }),
  save: async (body: RequestOf<typeof e.config>) => withPricingRefusal(await api.call(e.config, body, refusalsHere)),
  movePeriod: async (body: RequestOf<typeof e.specialPeriod>) => withPricingRefusal(await api.call(e.specialPeriod, body, refusalsHere)),
  holidays: () => api.call(e.holidayDetails),
  // The holiday writes' entries carry no reply schema (the route answers with its own union): read the envelope.
  addHoliday: (date: string) => api.call(e.holidayConfig, { dates: [date] }, { schema: baseReply, ...shown }),
  removeHoliday: (date: string) => api.call(e.holidayRemove, { dates: [date] }, { schema: baseReply, ...shown }),
};
