/** A table of the contract's English texts, each with its words in the language on screen. */
export type WordsTable = Readonly<Record<string, () => string>>;

/**
 * The reader of such a table: a text the contract wrote (the console's own rule or the server's
 * reply) in the language on screen; any other text as it came.
 */
export function wordsFor(table: WordsTable): (text: string) => string {
  // Own entries only: a text such as "constructor" must not reach Object.prototype.
  return (text) => (Object.hasOwn(table, text) ? table[text]() : text);
}
