import { fieldCode } from '../../../contract/field-codes';
import { messageCode } from '../../../server/plugins/message-codes';

/**
 * An entry of a 400's `errors[]` as the server sends it: the field, its English word for word,
 * and beside it the code the console translates it by (contract/field-codes.ts), when it has one.
 * field-codes.test.ts (tests/api) checks the codes themselves; these tests check the English.
 */
export function fieldRefusal(path: string, message: string): { path: string; message: string } {
  return { path, message, ...fieldCode(message, messageCode) };
}
