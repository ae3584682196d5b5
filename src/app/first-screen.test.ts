import { describe, expect, it } from 'vitest';
import { firstScreen } from './first-screen';

describe('the first screen of a page load', () => {
  it('opens the console for a session, wherever the page is', () => {
    expect(firstScreen('/calendar', '?activity=1', true, false)).toEqual({ kind: 'console' });
    expect(firstScreen('/login', '', true, false)).toEqual({ kind: 'console' });
  });

  it('opens the console for /download, which needs no session', () => {
    expect(firstScreen('/download', '?ticket=x', false, false)).toEqual({ kind: 'console' });
    expect(firstScreen('/download', '', false, true)).toEqual({ kind: 'console' });
  });

  it('signed out, shows the login screen and remembers where the person was going', () => {
    expect(firstScreen('/calendar', '?activity=1&date=2026-12-05', false, false)).toEqual({
      kind: 'login',
      then: '/calendar?activity=1&date=2026-12-05',
    });
    expect(firstScreen('/', '', false, false)).toEqual({ kind: 'login', then: '/' });
    expect(firstScreen('/login', '', false, false)).toEqual({ kind: 'login', then: '/' });
  });

  it('signed out on a phone, shows the app-promotion page', () => {
    expect(firstScreen('/', '', false, true)).toEqual({ kind: 'phone' });
    expect(firstScreen('/login', '', false, true)).toEqual({ kind: 'phone' });
  });
});
