import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checked } from '../../../contract/money-input';
import { contractError } from '../../lib/i18n/contract-words';

/**
 * A field's value as the form holds it: '' is blank, a number is a valid value, NaN is text the
 * rule refused (the field shows why; the form must not submit). Same shape as Mantine
 * NumberInput's value, so forms swap one for the other.
 */
export type TypedValue = string | number;

/** Whether a field holds text its rule refused: the form blocks its submit. */
export function isRefused(value: TypedValue): boolean {
  return typeof value === 'number' && Number.isNaN(value);
}

export interface TypedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: TypedValue;
  onChange: (value: TypedValue) => void;
  /** Text → the value it stands for, or the message naming the field. */
  parse: (text: string) => Checked<number | null>;
}

const shown = (value: TypedValue) => (typeof value === 'number' ? (Number.isNaN(value) ? '' : String(value)) : value);

/**
 * Mantine's NumberInput strips a minus, drops a second point and clamps to min/max as the person
 * types (issue 24 item 6). This keeps the typed text exactly, checks it with the contract's rule
 * and shows the refusal under the field; the form receives NaN and does not submit.
 */
export function TypedTextInput({ value, onChange, parse, error, ...rest }: TypedTextInputProps) {
  // The refusal is the contract rule's English: shown in the language on screen, and again when it changes.
  useTranslation();
  const [text, setText] = useState(() => shown(value));
  const [message, setMessage] = useState<string | null>(null);
  const reported = useRef<TypedValue>(value);

  // The form may set the value itself (a reset after a save, a prefilled balance): show that.
  useEffect(() => {
    if (Object.is(value, reported.current)) return;
    reported.current = value;
    setText(shown(value));
    setMessage(null);
  }, [value]);

  const change = (next: string) => {
    setText(next);
    const r = parse(next);
    const out: TypedValue = r.ok ? (r.value === null ? '' : r.value) : Number.NaN;
    setMessage(r.ok ? null : r.message);
    reported.current = out;
    onChange(out);
  };

  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      error={contractError(message ?? error)}
      autoComplete="off"
    />
  );
}
