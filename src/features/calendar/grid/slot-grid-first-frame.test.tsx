import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGrid } from './grid-model';
import { SlotGrid } from './slot-grid';
import { makeCourt } from './test-slots';

// Its own file: the grid keeps the last scroller size it measured for the module's life, and this
// is about the first grid of a tab, which has none.
afterEach(cleanup);

// happy-dom lays nothing out: the scroller measures 400 × 900 px, smaller than the window (1024 × 768),
// as a desk's grid is beside the console's bars.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 900 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

const quarter = (i: number) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00`;
const day = buildGrid(
  Array.from({ length: 30 }, (_, c) =>
    makeCourt(
      c + 1,
      Array.from({ length: 72 }, (_, i) => ({ slotTime: quarter(i), endTime: quarter(i + 1) })),
    ),
  ),
);

/** The cells among some added or removed nodes and inside them (each once). */
const cellsIn = (records: MutationRecord[], which: 'addedNodes' | 'removedNodes') => {
  const cells = new Set<Element>();
  for (const node of records.flatMap((r) => [...r[which]])) {
    if (!(node instanceof HTMLElement)) continue;
    if (node.matches('button[data-row]')) cells.add(node);
    node.querySelectorAll('button[data-row]').forEach((cell) => cells.add(cell));
  }
  return cells;
};

describe('the first grid of a tab (issue 33)', () => {
  it('measures its scroller before it draws a cell: the cells in view are drawn once, none for the larger window first', () => {
    const watch = new MutationObserver(() => {});
    watch.observe(document.body, { childList: true, subtree: true });
    const { container } = render(
      <MantineProvider>
        <SlotGrid model={day} selection={null} panel={null} onSlotClick={() => {}} onPanelClose={() => {}} />
      </MantineProvider>,
    );
    const records = watch.takeRecords();
    watch.disconnect();
    const drawn = container.querySelectorAll('button[data-row]');
    const rows = new Set([...drawn].map((b) => Number(b.getAttribute('data-row'))));
    // 400 px hold the head and 11 rows of 34 px (the 12th partly): the window's 768 would be 22.
    expect(Math.max(...rows)).toBeLessThan(12);
    expect(cellsIn(records, 'removedNodes').size).toBe(0);
    expect(cellsIn(records, 'addedNodes').size).toBe(drawn.length);
  });
});
