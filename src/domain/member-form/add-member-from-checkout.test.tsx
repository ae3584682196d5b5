import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';

vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));
// The flag picker is the country-picker's own test; here it only needs to be there.
vi.mock('../../components/country-picker/country-picker', () => ({ CountryPicker: () => null }));

// jsdom has no FontFaceSet; Mantine's autosizing Address field listens to it for font loads.
Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });

const { AddMemberFromCheckout } = await import('./add-member-from-checkout');

const prompt = <AddMemberFromCheckout show callingCode="+91" mobile="9876543210" name="Asha" email="" onRegistered={() => {}} />;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe("checkout's Add as member (ADR 0085)", { timeout: 30_000 }, () => {
  it('offers it in English', async () => {
    renderWithMantine(prompt);
    expect(await screen.findByText('Not a member yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add as member' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Member' })).toBeTruthy();
  });

  it('offers it and opens the member form in Hindi, with what was typed', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(prompt);
    expect(await screen.findByText('अभी मेंबर नहीं हैं।')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'मेंबर बनाएँ' }));
    const form = await screen.findByRole('dialog', { name: 'नया मेंबर जोड़ें' });
    expect(form).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^नाम/ }) as HTMLInputElement).value).toBe('Asha');
    expect(screen.getByRole('button', { name: 'मेंबर जोड़ें' })).toBeTruthy();
  });
});
