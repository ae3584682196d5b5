import { test as base, type BrowserContextOptions } from '@playwright/test';
import { signIn } from './sign-in';

type State = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Signs `username` in once, the way a person does, and keeps what the browser holds after it. */
async function signedIn(browser: import('@playwright/test').Browser, baseURL: string | undefined, username: string, password: string) {
  // An empty device: in a test, new contexts otherwise take the test's options, the admin's session included.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, username, password);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * `test` whose pages start signed in as the demo admin (`deskState` holds the desk person's). The
 * sign-in, whose captcha's proof of work takes seconds on a loaded machine, is made once per
 * worker through the login screen; each test gets a fresh context holding its cookies and local
 * storage, and nothing else of the device (no mirror, no service worker), as a returning person
 * would. The session is a real one: the server checks it on every call.
 */
export const test = base.extend<object, { adminState: State; deskState: State }>({
  adminState: [
    async ({ browser }, provide, info) => provide(await signedIn(browser, info.project.use.baseURL, 'admin', 'admin123')),
    { scope: 'worker' },
  ],
  deskState: [
    async ({ browser }, provide, info) => provide(await signedIn(browser, info.project.use.baseURL, 'desk', 'desk123')),
    { scope: 'worker' },
  ],
  storageState: ({ adminState }, provide) => provide(adminState),
});

export { expect } from '@playwright/test';

/** Client-side navigation inside the loaded console: no second load of the whole app. */
export async function goClient(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
