import { PRICING_DAY_NAMES } from '../../../contract/pricing';
import { readPricingRefusal, type PricingRefusalKey } from '../../../contract/pricing-refusals';
import type { ApiOutcome } from '../../lib/api/outcome';
import { showToast } from '../../lib/api/present-outcome';
import { i18n } from '../../lib/i18n/i18n';
import { dayName } from './pricing-form';

/*
 * The server's pricing refusals with values filled in, in the language on screen (issue 32 §2,
 * ADR 0085). They come without a code (a reply's codeValues carries only a count), so the English
 * is read back into its key and values (contract/pricing-refusals.ts); every other refusal already
 * came in the language on screen, by its code.
 */

const WORDS: Record<PricingRefusalKey, (values: Record<string, string>) => string> = {
  endBeforeStart: (v) => i18n.t('pricing:refusal.endBeforeStart', v),
  overlap: (v) => i18n.t('pricing:refusal.overlap', v),
  specialOverlap: (v) => i18n.t('pricing:refusal.specialOverlap', v),
  memberPriceAbove: (v) => i18n.t('pricing:refusal.memberPriceAbove', v),
};

/** A pricing refusal in the language on screen; any other text as it came. */
export function pricingRefusalWords(text: string): string {
  const refusal = readPricingRefusal(text);
  if (!refusal) return text;
  const { day } = refusal.values;
  // The day the server names is the contract's English ('Monday' … 'Holiday').
  const values = day === undefined ? refusal.values : { ...refusal.values, day: dayName(PRICING_DAY_NAMES.indexOf(day)) || day };
  return WORDS[refusal.key](values);
}

/**
 * A pricing write's outcome with its refusal in the language on screen, shown as the reply handler
 * shows one (the call asks it to show no failure itself, so the English is never shown).
 */
export function withPricingRefusal<T>(outcome: ApiOutcome<T>): ApiOutcome<T> {
  if (outcome.ok || outcome.kind !== 'failure') return outcome;
  const read = { ...outcome, message: pricingRefusalWords(outcome.message) };
  showToast({ color: 'red', message: read.message });
  return read;
}
