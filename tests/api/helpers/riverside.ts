import { client, type Client } from '../booking-fixtures';
import type { TestApp } from './test-app';

/** An admin session on the second demo club (the manager switched to Courtdesk Riverside). */
export async function riversideClient(t: TestApp): Promise<Client> {
  const manager = await t.loginAuth('manager', 'manager123');
  const riverside = manager.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/switch/account',
    headers: t.authHeader(manager.authToken),
    payload: { clubId: riverside.clubId },
  });
  return client(t, res.json().userAuth.authToken as string);
}
