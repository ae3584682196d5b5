import { lazy, type ComponentType } from 'react';
import { Feature } from '../../contract/features';
import { i18n } from '../lib/i18n/instance';
import type { FullPageDef, SectionDef } from './section-model';

/** A screen's lazy component and the same load to start early (router.tsx preloads the screen asked for). */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return { component: lazy(load), preload: load };
}

/**
 * The built console sections: the one list the sidebar and the router are made from
 * (model and rules in section-model.ts). Adding a section is one entry here; only built
 * sections belong here, so the sidebar never shows one that does not exist.
 */
export const SECTIONS: readonly SectionDef[] = [
  {
    key: 'dashboard',
    label: 'Home',
    title: 'Home',
    group: 'home',
    path: '/dashboard',
    feature: Feature.dashboard,
    ...lazyPage(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage }))),
  },
  {
    key: 'analytics',
    label: 'Utilisation',
    title: 'Utilisation',
    group: 'reports',
    path: '/analytics',
    feature: Feature.utilisation,
    ...lazyPage(() => import('../features/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage }))),
  },
  {
    key: 'cash-close',
    label: 'Cash Close',
    title: 'Cash Close',
    group: 'reports',
    path: '/cash-close',
    feature: Feature.bookingCalendar,
    ...lazyPage(() => import('../features/cash-close/cash-close-page').then((m) => ({ default: m.CashClosePage }))),
  },
  {
    key: 'staff-console',
    label: 'Staff Management',
    title: 'Staff Management',
    group: 'config',
    path: '/staff',
    feature: Feature.staff,
    ...lazyPage(() => import('../features/staff/staff-page').then((m) => ({ default: m.StaffPage }))),
  },
  {
    key: 'club-settings',
    label: 'Club Settings',
    title: 'Club Settings',
    group: 'config',
    path: '/settings',
    feature: Feature.clubSettings,
    ...lazyPage(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage }))),
  },
  {
    key: 'data',
    label: 'Data',
    title: 'Data',
    group: 'config',
    path: '/data',
    feature: Feature.clubSettings,
    ...lazyPage(() => import('../features/data/data-page').then((m) => ({ default: m.DataPage }))),
  },
  {
    key: 'calendar',
    label: 'Calendar',
    title: 'Booking Calendar',
    group: 'schedule',
    path: '/calendar',
    feature: Feature.bookingCalendar,
    // Its words are fetched beside the page's code, not after it (no waterfall before the day is asked for).
    ...lazyPage(() =>
      Promise.all([import('../features/calendar/calendar-page'), i18n.loadNamespaces(['calendar', 'holds'])]).then(([m]) => ({
        default: m.CalendarPage,
      })),
    ),
  },
  {
    key: 'bulk-booking',
    label: 'Bulk Booking',
    title: 'Bulk Booking',
    group: 'schedule',
    path: '/bulk-booking',
    feature: Feature.bulkBooking,
    ...lazyPage(() => import('../features/bulk/bulk-booking-page').then((m) => ({ default: m.BulkBookingPage }))),
  },
  {
    key: 'block-slots',
    label: 'Block Slots',
    title: 'Block Slots',
    group: 'schedule',
    path: '/block-slots',
    feature: Feature.blockSlots,
    ...lazyPage(() => import('../features/blocking/block-slots-page').then((m) => ({ default: m.BlockSlotsPage }))),
  },
  {
    key: 'search',
    label: 'Search',
    title: 'Find Bookings',
    group: 'schedule',
    path: '/search',
    feature: Feature.findBookings,
    ...lazyPage(() => import('../features/search/search-page').then((m) => ({ default: m.SearchPage }))),
  },
  {
    key: 'courtside',
    label: 'Courtside Check-in',
    title: 'Courtside Check-in',
    group: 'schedule',
    path: '/courtside',
    feature: Feature.rescheduleCheckin,
    ...lazyPage(() => import('../features/courtside/courtside-page').then((m) => ({ default: m.CourtsidePage }))),
  },
  {
    key: 'members',
    label: 'Members',
    title: 'Members',
    group: 'crm',
    path: '/members',
    feature: Feature.members,
    ...lazyPage(() => import('../features/members/members-page').then((m) => ({ default: m.MembersPage }))),
  },
  {
    key: 'membership-packages',
    label: 'Membership Packages',
    title: 'Membership Packages',
    group: 'crm',
    path: '/packages',
    feature: Feature.membershipPackages,
    ...lazyPage(() => import('../features/packages/packages-page').then((m) => ({ default: m.PackagesPage }))),
  },
  {
    key: 'generate-coupons',
    label: 'Coupons',
    title: 'Coupons',
    group: 'promote',
    path: '/coupons',
    feature: Feature.coupons,
    ...lazyPage(() => import('../features/coupons/coupons-page').then((m) => ({ default: m.CouponsPage }))),
  },
  {
    key: 'pricing',
    label: 'Pricing',
    title: 'Pricing',
    group: 'config',
    path: '/pricing',
    feature: Feature.pricing,
    ...lazyPage(() => import('../features/pricing/pricing-page').then((m) => ({ default: m.PricingPage }))),
  },
  {
    key: 'event-dashboard',
    label: 'Events & Passes',
    title: 'Events & Passes',
    group: 'config',
    path: '/events',
    feature: Feature.events,
    ...lazyPage(() => import('../features/events/events-page').then((m) => ({ default: m.EventsPage }))),
  },
  {
    key: 'reports',
    label: 'Generate Reports',
    title: 'Reports',
    group: 'reports',
    path: '/reports',
    feature: Feature.reports,
    ...lazyPage(() => import('../features/reports/reports-page').then((m) => ({ default: m.ReportsPage }))),
  },
  {
    key: 'addon-config',
    label: 'Addons',
    title: 'Addons Configurations',
    group: 'config',
    path: '/addons',
    feature: Feature.addons,
    ...lazyPage(() => import('../features/addons/addons-page').then((m) => ({ default: m.AddonsPage }))),
  },
];

/** Full-page views (outside the sidebar layout, still signed in), e.g. '/checkout'. */
export const FULL_PAGES: readonly FullPageDef[] = [
  {
    key: 'checkout',
    title: 'Booking Checkout',
    path: '/checkout',
    feature: Feature.bookingCalendar,
    ...lazyPage(() => import('../features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage }))),
  },
  {
    key: 'view-reports',
    title: 'View Reports',
    path: '/reports/view',
    feature: Feature.reports,
    ...lazyPage(() => import('../features/reports/view-reports-page').then((m) => ({ default: m.ViewReportsPage }))),
  },
  {
    key: 'bulk-checkout',
    title: 'Booking Checkout',
    path: '/bulk-checkout',
    feature: Feature.bulkBooking,
    ...lazyPage(() => import('../features/bulk/bulk-checkout-page').then((m) => ({ default: m.BulkCheckoutPage }))),
  },
  {
    key: 'package-create',
    title: 'Create Membership Packages',
    path: '/packages/new',
    feature: Feature.membershipPackages,
    ...lazyPage(() => import('../features/packages/form/package-form-page').then((m) => ({ default: m.PackageFormPage }))),
  },
  {
    key: 'package-edit',
    title: 'Edit Membership Package',
    path: '/packages/edit',
    feature: Feature.membershipPackages,
    ...lazyPage(() => import('../features/packages/form/package-form-page').then((m) => ({ default: m.PackageFormPage }))),
  },
  {
    key: 'package-checkout',
    title: 'Membership Packages Checkout',
    path: '/packages/checkout',
    feature: Feature.membershipPackages,
    ...lazyPage(() => import('../features/packages/checkout/package-checkout-page').then((m) => ({ default: m.PackageCheckoutPage }))),
  },
  {
    key: 'package-members',
    title: 'All Members List',
    path: '/packages/members',
    feature: Feature.membershipPackages,
    ...lazyPage(() => import('../features/packages/members-list/all-members-page').then((m) => ({ default: m.AllMembersPage }))),
  },
];
