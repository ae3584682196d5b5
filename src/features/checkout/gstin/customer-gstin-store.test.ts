import { beforeEach, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../../../contract/gstin';
import { customerGstinForPayload, useCustomerGstinStore } from './customer-gstin-store';

const VALID = `29AABCT1332L1Z${gstinCheckChar('29AABCT1332L1Z')}`;

describe('customer GSTIN at checkout', () => {
  beforeEach(() => useCustomerGstinStore.getState().clear());
  it('blank sends nothing; a valid GSTIN is sent as typed', () => {
    expect(customerGstinForPayload()).toEqual({});
    useCustomerGstinStore.getState().set(VALID);
    expect(customerGstinForPayload()).toEqual({ gstin: VALID });
  });
  it('a lower-case GSTIN is not upper-cased: the booking waits and the field shows why', () => {
    useCustomerGstinStore.getState().set(VALID.toLowerCase());
    expect(customerGstinForPayload()).toBeNull();
    expect(useCustomerGstinStore.getState()).toMatchObject({ value: VALID.toLowerCase(), shown: true });
  });
});
