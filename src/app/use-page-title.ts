import { useEffect } from 'react';

export const CONSOLE_TITLE = 'Partner Console';
export const LOGIN_TITLE = 'Partner Console - Login';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
