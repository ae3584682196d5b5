import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../lib/testing/render';
import { ClubDateInput, isDateRefused, NOT_A_DATE } from './club-date-input';

let last = 'unset';
let saved: string[] = [];

/** A one-field form: Save sends the date unless the field refused what was typed. */
function Form({ initial = '', minDate }: { initial?: string; minDate?: string }) {
  const [date, setDate] = useState(initial);
  return (
    <>
      <ClubDateInput label="Valid till" value={date} minDate={minDate} onChange={(v) => setDate((last = v))} />
      <button onClick={() => !isDateRefused(date) && saved.push(date)}>Save</button>
      <button onClick={() => setDate('2026-12-25')}>reset</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Valid till' }) as HTMLInputElement;
const type = (text: string) => {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
};
const leave = () => fireEvent.blur(input());
const MESSAGE = 'Valid till is not a valid date. Use DD MMM YYYY, like 21 Nov 2026.';

describe('the club date input keeps what was typed', () => {
  afterEach(() => {
    cleanup();
    last = 'unset';
    saved = [];
  });

  it('text that is not a date stays on blur with a message naming the field; Save sends nothing', () => {
    renderWithMantine(<Form initial="2026-11-20" />);
    expect(input().value).toBe('20 Nov 2026');
    type('31 Feb 2026');
    leave();
    // Mantine's default put "20 Nov 2026" back here and the typed text was lost without a word.
    expect(input().value).toBe('31 Feb 2026');
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(last).toBe(NOT_A_DATE);
    fireEvent.click(screen.getByText('Save'));
    expect(saved).toEqual([]);
  });

  it('no message while a date is still being typed; a real date clears it', () => {
    renderWithMantine(<Form />);
    type('21 No');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    leave();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    type('21 nov 2026');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(last).toBe('2026-11-21');
    leave();
    expect(input().value).toBe('21 Nov 2026');
    fireEvent.click(screen.getByText('Save'));
    expect(saved).toEqual(['2026-11-21']);
  });

  it('reads the month short or whole and the wire format; refuses a day-month-year of numbers', () => {
    renderWithMantine(<Form />);
    type('5-September-2026');
    expect(last).toBe('2026-09-05');
    type('2026-02-28');
    expect(last).toBe('2026-02-28');
    type('11/12/2026');
    leave();
    expect(input().value).toBe('11/12/2026');
    expect(last).toBe(NOT_A_DATE);
  });

  it('a typed day before the earliest allowed is refused by name, not ignored', () => {
    renderWithMantine(<Form minDate="2026-11-26" />);
    type('25 Nov 2026');
    leave();
    expect(input().value).toBe('25 Nov 2026');
    expect(screen.getByText('Valid till cannot be before 26 Nov 2026.')).toBeTruthy();
    expect(last).toBe(NOT_A_DATE);
  });

  it('emptying the field is a blank, not a refusal', () => {
    renderWithMantine(<Form initial="2026-11-20" />);
    type('');
    leave();
    expect(last).toBe('');
    expect(input().value).toBe('');
  });

  it('a value the form sets itself replaces refused text and its message', () => {
    renderWithMantine(<Form />);
    type('tomorrow');
    leave();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByText('reset'));
    expect(input().value).toBe('25 Dec 2026');
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });
});
