import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A person's language on the wire; a refusal names the field and lists what it takes. */
export const languageField = z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` });
