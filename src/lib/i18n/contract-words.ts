import { readFieldRefusal } from '../../../contract/field-refusals';
import { MESSAGE_KEYS, readFilledMessage } from '../../../contract/message-keys';
import { fieldName } from './field-names';
import { i18n } from './i18n';

/*
 * The contract's messages in the language on screen (issue 32 §2, ADR 0085). A form judges what
 * a person typed with the contract's own rules, which write the spec's English ("Invalid mobile
 * number", "Amount must be a number"); the server sends the same words with their code, which the
 * reply handler translates. This reads a text the console got from a rule back into its key: a
 * message by its key beside the English (contract/message-keys.ts) or by its filled template, a
 * field rule's refusal by its shape (contract/field-refusals.ts). Any other text is shown as it came.
 */

/** A contract message or field refusal in the language on screen; any other text as it came. */
export function contractWords(text: string): string {
  const key = MESSAGE_KEYS[text];
  if (key) return i18n.t(`server:${key}`);
  // A template the rule filled in ("Only 3 ticket(s) left …"): its values go in as they were written.
  const filled = readFilledMessage(text);
  if (filled) return i18n.t(`server:${filled.key}`, { replace: filled.values });
  const refusal = readFieldRefusal(text);
  if (!refusal) return text;
  return i18n.t(`server:field.${refusal.key}`, { ...refusal.values, field: fieldName(refusal.values.field) });
}

/** Same, for a form's error that may be absent or not text (a field's `error` prop). */
export function contractError<T>(error: T): T | string {
  return typeof error === 'string' ? contractWords(error) : error;
}

/** Every message of a form's errors in the language on screen, for forms that keep them as one object. */
export function contractErrors<T extends Record<string, string | undefined>>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message === undefined ? message : contractWords(message)]),
  ) as T;
}
