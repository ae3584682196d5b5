import { baseReply } from '../../../contract/envelope';
import { endpoints, type RequestOf } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';

const e = endpoints.pricing;
const shown = { present: { success: true } };

export const pricingApi = {
  classes: () => api.call(e.classDetails),
  config: (priceClass: number, activityId: number) => api.call(e.configDetails, { priceClass, activityId }),
  save: (body: RequestOf<typeof e.config>) => api.call(e.config, body, shown),
  movePeriod: (body: RequestOf<typeof e.specialPeriod>) => api.call(e.specialPeriod, body, shown),
  holidays: () => api.call(e.holidayDetails),
  // The holiday writes' entries carry no reply schema (the route answers with its own union): read the envelope.
  addHoliday: (date: string) => api.call(e.holidayConfig, { dates: [date] }, { schema: baseReply, ...shown }),
  removeHoliday: (date: string) => api.call(e.holidayRemove, { dates: [date] }, { schema: baseReply, ...shown }),
};
