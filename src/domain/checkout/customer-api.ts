import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';

/** POST /api/customer/details — member, known non-member, or to be registered. */
export function lookupCustomer(mobile: string, countryCode: string, signal?: AbortSignal) {
  return api.call(endpoints.customers.details, { mobile, countryCode }, { present: { failure: 'warning' }, signal });
}
