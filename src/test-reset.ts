import type { StoreApi } from 'zustand';
import { vi } from 'vitest';
import { usePatternDraft } from './features/bulk/stores/pattern-draft';
import { useCustomerGstinStore } from './features/checkout/gstin/customer-gstin-store';
import { useCouponStore } from './features/checkout/coupon/coupon-store';
import { useReportStore } from './features/reports/stores/report-store';
import { useCartStore } from './lib/cart/cart-store';
import { i18n } from './lib/i18n/i18n';
import { useOnlineStore } from './lib/online/online-store';
import { useScreenDataStore } from './lib/online/screen-data';
import { useHiddenSections } from './lib/permissions/hidden-sections';
import { useShortcutStore } from './lib/shortcuts/shortcut-store';
import { useSessionStore } from './lib/session/session-store';
import { useSignedOutNotice } from './lib/session/signed-out-notice';
import { forgetCalendarDays, setCalendarFocus } from './offline/calendar-days';
import { clearMirrors } from './offline/db';

/**
 * The console's shared state, put back as a fresh page has it. The unit-web files share one module
 * graph per worker (ADR 0101): whatever a file left in a store, the storage, the mirror, the
 * language or a stub would otherwise be the next file's starting point. A new store goes here.
 */
const stores: StoreApi<object>[] = [
  usePatternDraft,
  useCustomerGstinStore,
  useCouponStore,
  useReportStore,
  useCartStore,
  useOnlineStore,
  useScreenDataStore,
  useHiddenSections,
  useShortcutStore,
  useSessionStore,
  useSignedOutNotice,
];

export async function resetConsoleState(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  for (const store of stores) store.setState(store.getInitialState(), true);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  setCalendarFocus(null);
  await forgetCalendarDays();
  await clearMirrors();
}
