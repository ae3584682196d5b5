import type { FairUseField } from '../../../../contract/fair-use';
import { i18n } from '../../../lib/i18n/i18n';

/*
 * The fair-use fields' names and hints in the language on screen. The names' English is the
 * contract's FAIR_USE_LABELS (the server names a refused field with them; a test keeps them equal).
 */
const LABELS: Record<FairUseField, () => string> = {
  maxUpcoming: () => i18n.t('settings:fairUse.field.maxUpcoming'),
  peakHoursPerDay: () => i18n.t('settings:fairUse.field.peakHoursPerDay'),
  peakHoursPerWeek: () => i18n.t('settings:fairUse.field.peakHoursPerWeek'),
  peakFromPrice: () => i18n.t('settings:fairUse.field.peakFromPrice'),
  deskDaysAhead: () => i18n.t('settings:fairUse.field.deskDaysAhead'),
  marketplaceDaysAhead: () => i18n.t('settings:fairUse.field.marketplaceDaysAhead'),
};

const HINTS: Record<FairUseField, () => string> = {
  maxUpcoming: () => i18n.t('settings:fairUse.hint.maxUpcoming'),
  peakHoursPerDay: () => i18n.t('settings:fairUse.hint.peakHoursPerDay'),
  peakHoursPerWeek: () => i18n.t('settings:fairUse.hint.peakHoursPerWeek'),
  peakFromPrice: () => i18n.t('settings:fairUse.hint.peakFromPrice'),
  deskDaysAhead: () => i18n.t('settings:fairUse.hint.deskDaysAhead'),
  marketplaceDaysAhead: () => i18n.t('settings:fairUse.hint.marketplaceDaysAhead'),
};

export const fairUseLabel = (field: FairUseField): string => LABELS[field]();
export const fairUseHint = (field: FairUseField): string => HINTS[field]();
