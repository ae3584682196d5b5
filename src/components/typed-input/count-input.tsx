import { parseCountText, type CountRule } from '../../../contract/count-input';
import { TypedTextInput, type TypedTextInputProps } from './typed-text-input';

export interface CountInputProps extends Omit<TypedTextInputProps, 'parse' | 'max' | 'min' | 'required'>, Omit<CountRule, 'field'> {
  /** The field's name in messages; the label when it is text. */
  field?: string;
}

/** A whole-number field (quantity, member limit, minutes, percent) under the contract's count rule. */
export function CountInput({ field, min, max, required, label, ...rest }: CountInputProps) {
  const name = field ?? (typeof label === 'string' ? label : 'Count');
  return (
    <TypedTextInput
      {...rest}
      label={label}
      withAsterisk={required}
      inputMode="numeric"
      parse={(text) => parseCountText(text, { field: name, min, max, required })}
    />
  );
}
