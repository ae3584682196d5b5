import { expect, type Page } from '@playwright/test';
import { headersOf } from './club-now';

/** One API call as the signed-in console, for setting a scene: it must succeed (requestStatus 1). */
export async function call(page: Page, method: 'GET' | 'POST', url: string, data?: object) {
  const h = await headersOf(page);
  const res = method === 'GET' ? await page.request.get(url, { headers: h }) : await page.request.post(url, { headers: h, data });
  const body = await res.json();
  expect(body.requestStatus, `${url}: ${JSON.stringify(body)}`).toBe(1);
  return body;
}
