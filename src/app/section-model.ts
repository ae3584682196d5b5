import type { ComponentType, LazyExoticComponent } from 'react';
import { canOpen, type AccessMap } from '../lib/permissions/access';

/** Sidebar groups of spec 1 §2, in order; Home has no heading. */
export const SECTION_GROUPS = [
  { key: 'home', label: null },
  { key: 'schedule', label: 'Schedule' },
  { key: 'crm', label: 'CRM' },
  { key: 'promote', label: 'Promote' },
  { key: 'reports', label: 'Reports' },
  { key: 'config', label: 'Config' },
] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number]['key'];

/** Section keys of spec 1 §2 in sidebar order. */
export const SECTION_KEYS = [
  'dashboard',
  'calendar',
  'bulk-booking',
  'block-slots',
  'search',
  'courtside',
  'members',
  'membership-packages',
  'generate-coupons',
  'reports',
  'analytics',
  // Not in the spec (issue 13, ADR 0035): the end-of-shift cash close.
  'cash-close',
  'pricing',
  'staff-console',
  'event-dashboard',
  'addon-config',
  'club-settings',
  // Not in the spec (issue 31, ADR 0074): moving a venue's data in and out.
  'data',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export interface SectionDef {
  key: SectionKey;
  /** Sidebar text (e.g. 'Calendar'). */
  label: string;
  /** Heading and document title part (e.g. 'Booking Calendar'). */
  title: string;
  group: SectionGroup;
  /** Its own URL inside the console, e.g. '/calendar'. */
  path: string;
  /** Feature id (DESIGN.md table) the user needs read access to. */
  feature: number;
  component: LazyExoticComponent<ComponentType>;
  /** Fetches the component's code (and words) ahead of its first render: the same import, so one download. */
  preload: () => Promise<unknown>;
}

/** A full-page view that replaces the console (e.g. booking checkout), still behind sign-in. */
export interface FullPageDef {
  key: string;
  title: string;
  path: string;
  feature: number;
  component: LazyExoticComponent<ComponentType>;
  preload: () => Promise<unknown>;
}

/** The sections this user may open, in sidebar order. */
export function visibleSections(sections: readonly SectionDef[], access: AccessMap, hidden: ReadonlySet<string> = new Set()): SectionDef[] {
  return sections
    .filter((section) => canOpen(access, section.feature) && !hidden.has(section.key))
    .sort((a, b) => SECTION_KEYS.indexOf(a.key) - SECTION_KEYS.indexOf(b.key));
}

export interface SidebarGroup {
  key: SectionGroup;
  label: string | null;
  sections: SectionDef[];
}

/** Groups with at least one visible section, in spec order. */
export function sidebarGroups(visible: readonly SectionDef[]): SidebarGroup[] {
  return SECTION_GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    sections: visible.filter((section) => section.group === group.key),
  })).filter((group) => group.sections.length > 0);
}

/** Where `/` lands: the dashboard when the user may open it, else the first section they may open. */
export function landingPath(visible: readonly SectionDef[]): string | null {
  return (visible.find((section) => section.key === 'dashboard') ?? visible[0])?.path ?? null;
}
