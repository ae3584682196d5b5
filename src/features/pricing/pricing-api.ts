import { baseReply } from '../../../contract/envelope';
import { holidaysReply, priceClassReply, pricingConfigReply } from '../../../contract/pricing';
import { api } from '../../lib/api/client';

export const pricingApi = {
  classes: () => api.get('/pricing/class/details', undefined, { schema: priceClassReply }),
  config: (priceClass: number, activityId: number) =>
    api.get('/pricing/config/details', { priceClass, activityId }, { schema: pricingConfigReply }),
  save: (body: unknown) => api.post('/pricing/config', body, { schema: baseReply, present: { success: true } }),
  movePeriod: (body: unknown) => api.post('/pricing/special/period', body, { schema: baseReply, present: { success: true } }),
  holidays: () => api.get('/pricing/holiday/details', undefined, { schema: holidaysReply }),
  addHoliday: (date: string) => api.post('/pricing/holiday/config', { dates: [date] }, { schema: baseReply, present: { success: true } }),
  removeHoliday: (date: string) =>
    api.post('/pricing/holiday/remove', { dates: [date] }, { schema: baseReply, present: { success: true } }),
};
