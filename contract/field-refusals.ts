/**
 * The shared field rules' refusals (money-input.ts, count-input.ts, limits.ts: "Amount must be a
 * number", "Quantity must be at least 1") with their keys in the console's `server` catalogue
 * (`server:field.<key>`), beside the English the rules write (issue 32 §2, ADR 0085). The rules
 * and the server keep writing English; the console reads a refusal back into its key and values
 * and shows it in the language on screen. `field` is the field's name as the rule was given it.
 * A test (field-refusals.test.ts) keeps each pattern reading what its rule writes.
 */
export const FIELD_REFUSALS: readonly { key: string; pattern: RegExp }[] = [
  { key: 'required', pattern: /^(?<field>.+) is required$/ },
  { key: 'notNumber', pattern: /^(?<field>.+) must be a number$/ },
  { key: 'negative', pattern: /^(?<field>.+) cannot be negative$/ },
  { key: 'whole', pattern: /^(?<field>.+) must be a whole number$/ },
  { key: 'decimals', pattern: /^(?<field>.+) can have at most (?<count>\d+) decimal places$/ },
  { key: 'tooLarge', pattern: /^(?<field>.+) cannot be more than (?<max>[\d,]+)$/ },
  { key: 'tooSmall', pattern: /^(?<field>.+) must be at least (?<min>-?[\d,]+)$/ },
];

export interface FieldRefusal {
  key: string;
  values: { field: string; count?: number; max?: string; min?: string };
}

/** The refusal a text is, with its field and numbers; null when no field rule wrote it. */
export function readFieldRefusal(text: string): FieldRefusal | null {
  for (const { key, pattern } of FIELD_REFUSALS) {
    const groups = pattern.exec(text)?.groups;
    if (!groups) continue;
    const values: FieldRefusal['values'] = { field: groups.field };
    if (groups.count !== undefined) values.count = Number(groups.count);
    if (groups.max !== undefined) values.max = groups.max;
    if (groups.min !== undefined) values.min = groups.min;
    return { key, values };
  }
  return null;
}
