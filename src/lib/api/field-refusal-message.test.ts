import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldCode, withFieldCodes } from '../../../contract/field-codes';
import { MemberMessages } from '../../../contract/members';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { MoneyMessages } from '../../../contract/money-input';
import { fieldRefusalMessage } from './outcome';
import { classifyResult } from './reply-handler';
import { inHindi } from '../testing/in-hindi';

const keyed = (text: string) => (Object.hasOwn(MESSAGE_KEYS, text) ? { code: MESSAGE_KEYS[text] } : null);

/** zod's own English for every kind of issue a request's fields can meet (what the server puts in errors[]). */
function zodTexts(): string[] {
  const cases: [z.ZodType, unknown][] = [
    [z.string(), undefined],
    [z.number(), 'x'],
    [z.string().min(3), 'ab'],
    [z.string().min(1), ''],
    [z.string().max(5), 'abcdefg'],
    [z.string().max(1), 'ab'],
    [z.array(z.number()).min(1), []],
    [z.array(z.number()).min(2), [1]],
    [z.array(z.number()).max(2), [1, 2, 3]],
    [z.number().int().min(1), 0],
    [z.number().max(10.5), 11],
    [z.number().positive(), 0],
    [z.number().lt(5), 5],
    [z.enum(['cash', 'card']), 'x'],
    [z.literal('en'), 'x'],
    [z.string().regex(/^\d{6}$/), 'x'],
    [z.email(), 'x'],
    [z.url(), 'x'],
    [z.uuid(), 'x'],
    [z.iso.date(), 'x'],
    [z.iso.datetime(), 'x'],
    [z.iso.time(), 'x'],
    [z.strictObject({ a: z.number() }), { a: 1, b: 2 }],
    [z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 }],
    [z.union([z.string(), z.number()]), null],
  ];
  return cases.flatMap(([schema, value]) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error(`expected ${String(value)} to be refused`);
    return parsed.error.issues.map((issue) => issue.message);
  });
}

const entry = (message: string, path = 'field') => ({ path, message, ...fieldCode(message, keyed) });

describe('field refusals (errors[]) by their code (issue 32 §2)', () => {
  it("code zod's every text, and the English catalogue gives back zod's text word for word", () => {
    const texts = zodTexts();
    expect(texts.filter((text) => fieldCode(text, keyed) === null)).toEqual([]);
    for (const text of texts) expect(fieldRefusalMessage(entry(text))).toBe(text);
  });

  it('code the contract messages and the field rules; any other text keeps no code and is shown as written', () => {
    expect(fieldCode(MemberMessages.invalidMobile, keyed)).toEqual({ code: 'invalidMobile' });
    expect(fieldCode(MoneyMessages.decimals('Advance', 2), keyed)).toEqual({
      code: 'field.decimals',
      codeValues: { field: 'Advance', count: 2 },
    });
    expect(fieldCode('must not be before the from date', keyed)).toBeNull();
    expect(fieldRefusalMessage({ path: 'to', message: 'must not be before the from date' })).toBe('must not be before the from date');
    expect(fieldRefusalMessage(entry(MoneyMessages.decimals('Advance', 2)))).toBe(MoneyMessages.decimals('Advance', 2));
  });

  it('adds codes beside the English and leaves a reply without codable entries untouched', () => {
    const plain = [{ path: 'to', message: 'must not be before the from date' }];
    expect(withFieldCodes(plain, keyed)).toBe(plain);
    expect(withFieldCodes(undefined, keyed)).toBeUndefined();
    expect(withFieldCodes([...plain, { path: 'mobile', message: MemberMessages.invalidMobile }], keyed)).toEqual([
      ...plain,
      { path: 'mobile', message: MemberMessages.invalidMobile, code: 'invalidMobile' },
    ]);
  });

  it('are Hindi in Hindi: every zod text, a contract message and a field rule with its field name', async () => {
    const texts = zodTexts();
    await inHindi(() => {
      for (const text of texts) expect(fieldRefusalMessage(entry(text))).toMatch(/[\u0900-\u097F]/);
      expect(fieldRefusalMessage(entry('Too small: expected string to have >=3 characters'))).toBe('कम से कम 3 अक्षर लिखें');
      expect(fieldRefusalMessage(entry(MoneyMessages.decimals('Advance', 2)))).toBe('एडवांस में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं');
    });
  });

  it('the reply handler shows a 400 field refusal and each errors[] entry in Hindi, the field path as sent', async () => {
    const body = {
      requestStatus: 0,
      message: `customer.mobile: ${MemberMessages.invalidMobile}`,
      errors: [
        { path: 'customer.mobile', message: MemberMessages.invalidMobile, code: 'invalidMobile' },
        {
          path: 'customer.name',
          message: 'Too big: expected string to have <=100 characters',
          code: 'zod.tooLong',
          codeValues: { count: 100 },
        },
        { path: 'to', message: 'must not be before the from date' },
      ],
    };
    expect(classifyResult({ kind: 'response', status: 400, body })).toMatchObject({
      kind: 'http-error-message',
      message: body.message,
    });
    expect(classifyResult({ kind: 'response', status: 200, body })).toMatchObject({
      kind: 'failure',
      errors: body.errors.map(({ path, message }) => ({ path, message })),
    });
    await inHindi(() => {
      expect(classifyResult({ kind: 'response', status: 400, body })).toMatchObject({
        kind: 'http-error-message',
        message: 'customer.mobile: मोबाइल नंबर ग़लत है',
      });
      expect(classifyResult({ kind: 'response', status: 200, body })).toMatchObject({
        kind: 'failure',
        errors: [
          { path: 'customer.mobile', message: 'मोबाइल नंबर ग़लत है' },
          { path: 'customer.name', message: 'ज़्यादा से ज़्यादा 100 अक्षर लिखें' },
          { path: 'to', message: 'must not be before the from date' },
        ],
      });
    });
  });
});
