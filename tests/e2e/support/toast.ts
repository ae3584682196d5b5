import { expect, type Page } from '@playwright/test';

interface ToastLog {
  said: string[];
  observer: MutationObserver;
}

/**
 * Does `action`, then expects a toast saying `text` to have been drawn since it began. The page
 * itself writes down every toast it draws, so a green toast (it closes itself after 3 s) is seen
 * even when the action's own round-trip took longer than that: in CI run 30 a tap on Save took
 * 4 s to return on a loaded machine, and the toast had come and gone before a `toBeVisible()`
 * that started afterwards could look. A toast already on screen before the action is not counted.
 */
export async function expectToastDuring(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const holder = window as unknown as { __toastLog?: ToastLog };
    holder.__toastLog?.observer.disconnect();
    const before = new Set(document.querySelectorAll('.mantine-Notification-root'));
    const said: string[] = [];
    const note = () => {
      for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
        const words = toast.textContent ?? '';
        if (!before.has(toast) && !said.includes(words)) said.push(words);
      }
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    holder.__toastLog = { said, observer };
  });
  try {
    await action();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __toastLog?: ToastLog }).__toastLog?.said ?? []), {
        message: `a toast saying "${text}"`,
      })
      .toContainEqual(expect.stringContaining(text));
  } finally {
    // The observer reads every toast on each change of the page: it must not outlive its check.
    await page.evaluate(() => (window as unknown as { __toastLog?: ToastLog }).__toastLog?.observer.disconnect()).catch(() => undefined);
  }
}
