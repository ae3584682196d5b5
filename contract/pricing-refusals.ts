import { templatePattern } from './message-keys';
import { PricingMessages } from './pricing';

/**
 * Pricing refusals with values filled in ("Time ranges 06:00-10:00 and 09:00-12:00 overlap on
 * Monday"): the server sends them without a code, because a reply's `codeValues` carries only a
 * count (server/plugins/message-codes.ts). The console reads such a text back into its key and
 * values, so it can say it in the language on screen (issue 32 §2, ADR 0085). Each pattern is made
 * from the contract's own template, so it reads exactly what the server writes.
 */
const VALUED = {
  endBeforeStart: PricingMessages.endBeforeStart,
  overlap: PricingMessages.overlap,
  specialOverlap: PricingMessages.specialOverlap,
  memberPriceAbove: PricingMessages.memberPriceAbove,
} as const;

export type PricingRefusalKey = keyof typeof VALUED;

export interface PricingRefusal {
  key: PricingRefusalKey;
  /** The values by the template's names ({start}, {day} …), as the server wrote them. */
  values: Record<string, string>;
}

const PATTERNS = (Object.keys(VALUED) as PricingRefusalKey[]).map((key) => ({ key, pattern: templatePattern(VALUED[key]) }));

/** The pricing refusal a text is, with its values; null for any other text. */
export function readPricingRefusal(text: string): PricingRefusal | null {
  for (const { key, pattern } of PATTERNS) {
    const groups = pattern.exec(text)?.groups;
    if (groups) return { key, values: { ...groups } };
  }
  return null;
}
