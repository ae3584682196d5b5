import { CourtsideMessages as M } from '../../../contract/courtside';
import { i18n } from '../../lib/i18n/i18n';
import { wordsFor } from '../../lib/i18n/words-table';

/**
 * The contract's courtside texts (the server replies with them, in the spec's English) in the
 * language on screen; a text that is not one of them is shown as it came.
 */
const WORDS: Record<string, () => string> = {
  [M.codeRequired]: () => i18n.t('courtside:message.codeRequired'),
  [M.codeNotFound]: () => i18n.t('courtside:message.codeNotFound'),
  [M.allCheckedIn]: () => i18n.t('courtside:message.allCheckedIn'),
  [M.checkedInAll]: () => i18n.t('courtside:message.checkedInAll'),
  [M.undone]: () => i18n.t('courtside:message.undone'),
  [M.undoExpired]: () => i18n.t('courtside:message.undoExpired'),
  [M.notCheckedIn]: () => i18n.t('courtside:message.notCheckedIn'),
};

export const courtsideWords = wordsFor(WORDS);
