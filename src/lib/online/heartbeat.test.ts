import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoint-table';
import { HEALTH_URL } from './heartbeat';

describe('HEALTH_URL', () => {
  it('is the health route of the endpoint table', () => {
    expect(HEALTH_URL).toBe(endpoints.system.health.path);
  });
});
