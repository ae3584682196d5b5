import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { checkTypedDate, displayDate, NOT_A_DATE, parseClubDate } from '../../lib/time/club-date';
import { contractError } from '../../lib/i18n/contract-words';

export { isDateRefused, NOT_A_DATE } from '../../lib/time/club-date';

const isDate = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

export interface ClubDateInputProps extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'fixOnBlur' | 'minDate' | 'maxDate'
> {
  value: string;
  onChange: (value: string) => void;
  /** The field's name in messages; the label when it is text. */
  field?: string;
  /** Earliest / latest day, YYYY-MM-DD: days outside are off in the calendar and refused when typed. */
  minDate?: string;
  maxDate?: string;
  /** The refusal of a typed day outside them, where the spec words it ("Cannot choose … a past date"). */
  minMessage?: string;
  maxMessage?: string;
}

/**
 * The console's one date field (issue 27 items 13 and the typed-date gap, ADR 0067): shows and
 * reads DD MMM YYYY through club-date.ts. Mantine's DateInput puts the previous date back on
 * blur when the typed text does not parse (fixOnBlur), losing what was typed without a word;
 * here the text stays with a message naming the field, shown once the person leaves the field,
 * and the form gets NOT_A_DATE. A picked date, or a typed one that is real, works as before.
 */
export function ClubDateInput({
  value,
  onChange,
  field,
  label,
  minDate,
  maxDate,
  minMessage,
  maxMessage,
  error,
  onBlur,
  ...rest
}: ClubDateInputProps) {
  const name = field ?? (typeof label === 'string' ? label : 'Date');
  // What this field last told the form: a value from anywhere else is the form's own (a reset,
  // a range moved by the other field) and is shown afresh.
  const reported = useRef(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setProblem(null);
    setShown(false);
    // Remounted so the text is the new value: Mantine keeps its own text while its date is unchanged.
    setGeneration((g) => g + 1);
  }, [value]);

  const report = (next: string) => {
    reported.current = next;
    if (next !== value) onChange(next);
  };

  // Mantine's onChange carries only dates it could read; the typed text arrives here, in the
  // capture phase of the same change event, before Mantine's own handler.
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const r = checkTypedDate(event.currentTarget.value, name, { min: minDate, max: maxDate, minMessage, maxMessage });
    if (r.ok) {
      setProblem(null);
      setShown(false);
      report(r.value);
    } else {
      setProblem(r.message);
      report(NOT_A_DATE);
    }
  };

  return (
    <DateInput
      key={generation}
      {...rest}
      label={label}
      value={isDate(value) ? value : null}
      valueFormat={displayDate}
      dateParser={parseClubDate}
      minDate={minDate}
      maxDate={maxDate}
      // Refused text stays on blur; a real date is shown in the one format.
      fixOnBlur={problem === null}
      onChange={(picked) => {
        setProblem(null);
        setShown(false);
        report(picked ?? '');
      }}
      onChangeCapture={typed}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (problem) setShown(true);
        onBlur?.(event);
      }}
      // The field's own reason is the precise one: shown once the person leaves the field, or when
      // the form flags the field (a Save with the text still refused).
      error={contractError(problem && (shown || error) ? problem : error)}
      autoComplete="off"
    />
  );
}
