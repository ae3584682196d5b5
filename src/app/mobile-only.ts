const PHONE_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

export interface DeviceHints {
  userAgent: string;
  /** Every pointer is coarse (touch only) and the screen is phone-narrow. */
  touchOnlyNarrow: boolean;
}

/** Phones get the app-promotion page (spec 1 §1); tablets and desktops get the console. */
export function isMobileOnly(hints: DeviceHints): boolean {
  if (/iPad|Tablet/i.test(hints.userAgent)) return false;
  return PHONE_AGENT.test(hints.userAgent) || hints.touchOnlyNarrow;
}

export function currentDeviceHints(): DeviceHints {
  const coarseOnly = window.matchMedia?.('(pointer: coarse)').matches && !window.matchMedia?.('(any-pointer: fine)').matches;
  return { userAgent: navigator.userAgent, touchOnlyNarrow: Boolean(coarseOnly) && Math.min(screen.width, screen.height) < 600 };
}
