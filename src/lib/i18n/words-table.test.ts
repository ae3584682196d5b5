import { describe, expect, it } from 'vitest';
import { wordsFor } from './words-table';

describe('wordsFor', () => {
  const read = wordsFor({ 'Code not found': () => 'कोड नहीं मिला' });

  it('gives a known contract text in the language on screen', () => {
    expect(read('Code not found')).toBe('कोड नहीं मिला');
  });

  it('shows any other text as it came', () => {
    expect(read('Something the server said')).toBe('Something the server said');
    expect(read('constructor')).toBe('constructor');
  });
});
