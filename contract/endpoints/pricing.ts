import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  holidayDatesRequest,
  holidaysReply,
  priceClassReply,
  pricingConfigQuery,
  pricingConfigReply,
  pricingConfigRequest,
  specialPeriodRequest,
} from '../pricing';
import { endpoint } from './endpoint';

/** The routes of server/modules/pricing/routes.ts. */
export const pricingEndpoints = {
  classDetails: endpoint({
    method: 'GET',
    path: '/api/pricing/class/details',
    feature: Feature.pricing,
    access: 'read',
    reply: priceClassReply,
  }),
  configDetails: endpoint({
    method: 'GET',
    path: '/api/pricing/config/details',
    feature: Feature.pricing,
    access: 'read',
    request: pricingConfigQuery,
    reply: pricingConfigReply,
  }),
  config: endpoint({
    method: 'POST',
    path: '/api/pricing/config',
    feature: Feature.pricing,
    access: 'write',
    request: pricingConfigRequest,
    reply: baseReply,
  }),
  specialPeriod: endpoint({
    method: 'POST',
    path: '/api/pricing/special/period',
    feature: Feature.pricing,
    access: 'write',
    request: specialPeriodRequest,
    reply: baseReply,
  }),
  holidayDetails: endpoint({
    method: 'GET',
    path: '/api/pricing/holiday/details',
    feature: Feature.pricing,
    access: 'read',
    reply: holidaysReply,
  }),
  holidayConfig: endpoint({
    method: 'POST',
    path: '/api/pricing/holiday/config',
    feature: Feature.pricing,
    access: 'write',
    request: holidayDatesRequest,
  }),
  holidayRemove: endpoint({
    method: 'POST',
    path: '/api/pricing/holiday/remove',
    feature: Feature.pricing,
    access: 'write',
    request: holidayDatesRequest,
  }),
};
