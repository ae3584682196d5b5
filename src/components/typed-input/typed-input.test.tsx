import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';
import { AmountInput } from './amount-input';
import { CountInput } from './count-input';
import { isRefused, type TypedValue } from './typed-text-input';

let last: TypedValue = 'unset';

function Amount(props: { allowNegative?: boolean }) {
  const [v, setV] = useState<TypedValue>('');
  return (
    <>
      <AmountInput label="Amount" value={v} onChange={(x) => setV((last = x))} {...props} />
      <button onClick={() => setV(250)}>reset</button>
    </>
  );
}

function Quantity() {
  const [v, setV] = useState<TypedValue>(1);
  return <CountInput label="Quantity" min={1} max={10_000} value={v} onChange={(x) => setV((last = x))} />;
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('typed inputs keep what was typed', () => {
  afterEach(cleanup);

  it('"-5" stays "-5" with a message naming the field, and the form gets a refusal', () => {
    renderWithMantine(<Amount />);
    type('Amount', '-5');
    expect(field('Amount').value).toBe('-5');
    expect(screen.getByText('Amount cannot be negative')).toBeTruthy();
    expect(isRefused(last)).toBe(true);
  });

  it('reads a good amount in rupees, refuses a third decimal and an amount past the maximum', () => {
    renderWithMantine(<Amount />);
    type('Amount', '1,250.50');
    expect(last).toBe(1250.5);
    expect(screen.queryByText(/Amount /)).toBeNull();
    type('Amount', '10.005');
    expect(field('Amount').value).toBe('10.005');
    expect(screen.getByText('Amount can have at most 2 decimal places')).toBeTruthy();
    type('Amount', '999999999999');
    expect(screen.getByText('Amount cannot be more than 1,00,00,000')).toBeTruthy();
    type('Amount', '');
    expect(last).toBe('');
  });

  it('shows a value the form sets itself', () => {
    renderWithMantine(<Amount />);
    type('Amount', 'abc');
    expect(screen.getByText('Amount must be a number')).toBeTruthy();
    fireEvent.click(screen.getByText('reset'));
    expect(field('Amount').value).toBe('250');
    expect(screen.queryByText('Amount must be a number')).toBeNull();
  });

  it('a refund field may go below zero when allowed', () => {
    renderWithMantine(<Amount allowNegative />);
    type('Amount', '-5');
    expect(last).toBe(-5);
  });

  it('"2.5" and "0" in a quantity stay, each with its message', () => {
    renderWithMantine(<Quantity />);
    type('Quantity', '2.5');
    expect(field('Quantity').value).toBe('2.5');
    expect(screen.getByText('Quantity must be a whole number')).toBeTruthy();
    type('Quantity', '0');
    expect(field('Quantity').value).toBe('0');
    expect(screen.getByText('Quantity must be at least 1')).toBeTruthy();
    expect(isRefused(last)).toBe(true);
    type('Quantity', '3');
    expect(last).toBe(3);
  });

  it("shows the rule's refusal in Hindi when the language is Hindi, and the typed text stays", async () => {
    await i18n.changeLanguage('hi');
    try {
      renderWithMantine(<Quantity />);
      type('Quantity', '2.5');
      expect(field('Quantity').value).toBe('2.5');
      expect(screen.getByText('मात्रा में पूरी संख्या लिखें')).toBeTruthy();
      type('Quantity', '0');
      expect(screen.getByText('मात्रा में कम से कम 1 लिखें')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
