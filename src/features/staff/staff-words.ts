import { StaffMessages as M } from '../../../contract/staff';
import { i18n } from '../../lib/i18n/i18n';
import { wordsFor } from '../../lib/i18n/words-table';

/**
 * The contract's staff texts (the console and the server say them alike, in the spec's English)
 * in the language on screen. The console compares the server's replies with the English
 * constants first, then shows them through here; a text that is not one of them is shown as it came.
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
  [M.oldMismatch]: () => i18n.t('staff:message.oldMismatch'),
  [M.noPermission]: () => i18n.t('staff:message.noPermission'),
  [M.writeUnavailable]: () => i18n.t('staff:message.writeUnavailable'),
  [M.readUnavailable]: () => i18n.t('staff:message.readUnavailable'),
  [M.usernameTaken]: () => i18n.t('staff:message.usernameTaken'),
  [M.passwordTooShort]: () => i18n.t('staff:message.passwordTooShort'),
  [M.passwordIsUsername]: () => i18n.t('staff:message.passwordIsUsername'),
  [M.passwordSameAsOld]: () => i18n.t('staff:message.passwordSameAsOld'),
  [M.userNotFound]: () => i18n.t('staff:message.userNotFound'),
  [M.adminNotEditable]: () => i18n.t('staff:message.adminNotEditable'),
  [M.adminNotRemovable]: () => i18n.t('staff:message.adminNotRemovable'),
  [M.cannotRemoveSelf]: () => i18n.t('staff:message.cannotRemoveSelf'),
};

export const staffWords = wordsFor(WORDS);
