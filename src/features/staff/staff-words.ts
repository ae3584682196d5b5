import { StaffMessages as M } from '../../../contract/staff';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { contractWords } from '../../lib/i18n/contract-words';
import { i18n } from '../../lib/i18n/i18n';

/**
 * The contract's staff texts (the console and the server say them alike, in the spec's English)
 * in the language on screen. The ones only the console's own rules write are here; the ones the
 * server sends have a code (contract/message-keys.ts) and are the `server` catalogue's, so a text
 * the console writes itself ("You dont have permission") reads as the server's reply does. A text
 * that is neither is shown as it came.
 */
const WORDS: Record<string, () => string> = {
  [M.firstNameRequired]: () => i18n.t('staff:message.firstNameRequired'),
  [M.usernameRequired]: () => i18n.t('staff:message.usernameRequired'),
  [M.passwordRequired]: () => i18n.t('staff:message.passwordRequired'),
  [M.confirmRequired]: () => i18n.t('staff:message.confirmRequired'),
  [M.passwordsDiffer]: () => i18n.t('staff:message.passwordsDiffer'),
  [M.invalidEmail]: () => i18n.t('staff:message.invalidEmail'),
  [M.invalidMobile]: () => i18n.t('staff:message.invalidMobile'),
  [M.oldRequired]: () => i18n.t('staff:message.oldRequired'),
  [M.newRequired]: () => i18n.t('staff:message.newRequired'),
  [M.readUnavailable]: () => i18n.t('staff:message.readUnavailable'),
};

export function staffWords(text: string): string {
  return Object.hasOwn(WORDS, text) ? WORDS[text]() : contractWords(text);
}

/**
 * Whether a refusal is the contract's `message`, judged by the code the server sent beside it
 * (ADR 0085): the refusal's text is already in the language on screen, so its English cannot be
 * compared.
 */
export function isRefusal(outcome: { code?: string }, message: string): boolean {
  return outcome.code !== undefined && outcome.code === MESSAGE_KEYS[message];
}
