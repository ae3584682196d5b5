import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useOpenCount } from './use-open-count';

function Typed() {
  const [text, setText] = useState('');
  return <input aria-label="Amount" value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}

/** A dialog whose form is keyed on the open count, as the money dialogs are. */
function Host({ opened, tick }: { opened: boolean; tick: number }) {
  const count = useOpenCount(opened);
  return (
    <div data-tick={tick}>
      <span data-testid="count">{count}</span>
      {opened && <Typed key={count} />}
    </div>
  );
}

afterEach(cleanup);

describe('useOpenCount', () => {
  it('counts openings, not renders: a re-render while open keeps the form, a new opening starts it empty', () => {
    const view = render(<Host opened={false} tick={0} />);
    expect(screen.getByTestId('count').textContent).toBe('0');
    view.rerender(<Host opened tick={0} />);
    expect(screen.getByTestId('count').textContent).toBe('1');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '80' } });
    // The parent re-renders (a list reloads, a refused submit): what was typed stays.
    view.rerender(<Host opened tick={1} />);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('80');
    expect(screen.getByTestId('count').textContent).toBe('1');
    view.rerender(<Host opened={false} tick={1} />);
    expect(screen.getByTestId('count').textContent).toBe('1');
    view.rerender(<Host opened tick={1} />);
    expect(screen.getByTestId('count').textContent).toBe('2');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });

  it('a dialog mounted open counts as its first opening', () => {
    render(<Host opened tick={0} />);
    expect(screen.getByTestId('count').textContent).toBe('1');
  });
});
