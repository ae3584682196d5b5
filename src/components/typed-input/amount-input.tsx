import { parseMoneyText, type MoneyRule } from '../../../contract/money-input';
import { TypedTextInput, type TypedTextInputProps } from './typed-text-input';

export interface AmountInputProps extends Omit<TypedTextInputProps, 'parse' | 'max' | 'min' | 'required'>, Omit<MoneyRule, 'field'> {
  /** The field's name in messages; the label when it is text. */
  field?: string;
}

/**
 * A money field under the contract's money rule (ADR 0048): the value is in major units (₹),
 * at most two decimals, never negative unless allowed, never above the named maximum.
 */
export function AmountInput({ field, required, allowNegative, max, decimals, label, ...rest }: AmountInputProps) {
  const name = field ?? (typeof label === 'string' ? label : 'Amount');
  const rule: MoneyRule = { field: name, required, allowNegative, max, decimals };
  return (
    <TypedTextInput
      {...rest}
      label={label}
      withAsterisk={required}
      inputMode={allowNegative ? 'text' : 'decimal'}
      parse={(text) => {
        const r = parseMoneyText(text, rule);
        return r.ok && r.value !== null ? { ok: true, value: r.value / 100 } : r;
      }}
    />
  );
}
