import { NAME_SEARCH_MIN, SEARCH_INPUT_MAX, SearchMessages } from '../../../contract/search';
import { i18n } from '../../lib/i18n/i18n';
import { wordsFor } from '../../lib/i18n/words-table';

/**
 * The contract's search refusals (the console and the server judge a search text alike, in the
 * spec's English) in the language on screen. A text that is not one of them is shown as it came.
 */
const WORDS: Record<string, () => string> = {
  [SearchMessages.inputRequired]: () => i18n.t('search:message.inputRequired'),
  [SearchMessages.noResults]: () => i18n.t('search:message.noResults'),
  [SearchMessages.inputTooLong]: () => i18n.t('search:message.inputTooLong', { max: SEARCH_INPUT_MAX }),
  [SearchMessages.idNotWhole]: () => i18n.t('search:message.idNotWhole'),
  [SearchMessages.nameTooShort]: () => i18n.t('search:message.nameTooShort', { min: NAME_SEARCH_MIN }),
};

export const searchWords = wordsFor(WORDS);
