import { describe, expect, it } from 'vitest';
import { clipText, textLength } from './text-length';

describe('textLength', () => {
  it('counts an emoji as one character, as a person does', () => {
    expect('😀'.length).toBe(2);
    expect(textLength('😀'.repeat(60))).toBe(60);
    expect(textLength('abc')).toBe(3);
  });
  it('clips without splitting a surrogate pair', () => {
    expect(clipText('😀😀😀', 2)).toBe('😀😀');
    expect(clipText('ab', 5)).toBe('ab');
  });
});
