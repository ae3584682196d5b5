import { customerDetailsReply } from '../../../contract/checkout';
import { api } from '../../lib/api/client';

/** POST /api/customer/details — member, known non-member, or to be registered. */
export function lookupCustomer(mobile: string, countryCode: string, signal?: AbortSignal) {
  return api.post('/customer/details', { mobile, countryCode }, { schema: customerDetailsReply, present: { failure: 'warning' }, signal });
}
