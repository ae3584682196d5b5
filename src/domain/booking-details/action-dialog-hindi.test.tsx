import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatternMessages } from '../../../contract/pattern';
import { Feature } from '../../../contract/features';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';

vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { ActionDialog } = await import('./action-dialog');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('ActionDialog', () => {
  it("says a local rule's refusal written by the contract in the language on screen", async () => {
    await i18n.loadLanguages('hi');
    await i18n.changeLanguage('hi');
    const onSubmit = vi.fn();
    renderWithMantine(
      <ActionDialog
        opened
        title="Pay"
        submitLabel="Pay"
        feature={Feature.bookingCalendar}
        localError={PatternMessages.amountRequired}
        onSubmit={onSubmit}
        onClose={() => {}}
        onDone={() => {}}
      >
        <p>body</p>
      </ActionDialog>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(i18n.t('server:amountRequired'));
    expect(alert.textContent).not.toBe(PatternMessages.amountRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
