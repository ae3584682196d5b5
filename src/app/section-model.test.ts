import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { Feature } from '../../contract/features';
import { accessFrom } from '../lib/permissions/access';
import { landingPath, sidebarGroups, visibleSections, type SectionDef } from './section-model';
import { SECTIONS } from './sections';

const Page = lazy(async () => ({ default: () => null }));
const section = (key: SectionDef['key'], group: SectionDef['group'], feature: number): SectionDef => ({
  key,
  label: key,
  title: key,
  group,
  path: `/${key}`,
  feature,
  component: Page,
  preload: async () => undefined,
});

// Out of order on purpose: the model sorts into the sidebar order of spec 1 §2.
const BUILT = [
  section('staff-console', 'config', Feature.staff),
  section('calendar', 'schedule', Feature.bookingCalendar),
  section('dashboard', 'home', Feature.dashboard),
  section('search', 'schedule', Feature.findBookings),
  section('members', 'crm', Feature.members),
];

const feature = (featureId: number, readAccess: boolean, writeAccess: boolean) => ({
  featureId,
  featureName: String(featureId),
  readAccess,
  writeAccess,
});

describe('sections × permissions', () => {
  it('a user without a feature does not see its section', () => {
    const access = accessFrom([feature(Feature.bookingCalendar, true, true), feature(Feature.members, false, false)]);
    const keys = visibleSections(BUILT, access).map((s) => s.key);
    expect(keys).toEqual(['calendar']);
    expect(keys).not.toContain('members');
    expect(keys).not.toContain('dashboard');
  });

  it('read-only or write access shows the section; admins (all features) see all, in sidebar order', () => {
    const all = accessFrom(Object.values(Feature).map((id) => feature(id, true, true)));
    expect(visibleSections(BUILT, all).map((s) => s.key)).toEqual(['dashboard', 'calendar', 'search', 'members', 'staff-console']);
    expect(visibleSections(BUILT, accessFrom([feature(Feature.findBookings, true, false)])).map((s) => s.key)).toEqual(['search']);
  });

  it('a hidden section (dashboard after a -1) disappears', () => {
    const all = accessFrom(Object.values(Feature).map((id) => feature(id, true, true)));
    expect(visibleSections(BUILT, all, new Set(['dashboard'])).map((s) => s.key)).not.toContain('dashboard');
  });

  it('groups follow spec 1 §2 and empty groups are left out', () => {
    const access = accessFrom([feature(Feature.bookingCalendar, true, true), feature(Feature.staff, true, false)]);
    expect(sidebarGroups(visibleSections(BUILT, access)).map((g) => [g.label, g.sections.map((s) => s.key)])).toEqual([
      ['Schedule', ['calendar']],
      ['Config', ['staff-console']],
    ]);
  });

  it('lands on the dashboard when allowed, else the first section allowed, else nowhere', () => {
    const all = accessFrom(Object.values(Feature).map((id) => feature(id, true, true)));
    expect(landingPath(visibleSections(BUILT, all))).toBe('/dashboard');
    expect(
      landingPath(visibleSections(BUILT, accessFrom([feature(Feature.members, true, false), feature(Feature.findBookings, true, true)]))),
    ).toBe('/search');
    expect(landingPath(visibleSections(BUILT, accessFrom([])))).toBeNull();
  });

  it('the real model lists built sections only, each with a spec key, a unique path and a known feature', () => {
    const paths = new Set(SECTIONS.map((s) => s.path));
    expect(paths.size).toBe(SECTIONS.length);
    for (const s of SECTIONS) expect(Object.values(Feature)).toContain(s.feature);
    const noAccess = accessFrom([]);
    expect(visibleSections(SECTIONS, noAccess)).toEqual([]);
  });
});
