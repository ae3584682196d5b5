import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_KEYS } from '../../../contract/message-keys';
import { StaffMessages as M } from '../../../contract/staff';
import { classifyResult } from '../../lib/api/reply-handler';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';

vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));
vi.mock('../../components/country-picker/country-picker', () => ({ CountryPicker: () => null }));

/** The server's refusal as the reply handler reads it: the English with its code beside it (server/plugins/message-codes.ts). */
const refused = (message: string) =>
  classifyResult({ kind: 'response', status: 200, body: { requestStatus: 0, message, code: MESSAGE_KEYS[message] } });
const api = vi.hoisted(() => ({ createDeskPerson: vi.fn(), changePassword: vi.fn() }));
vi.mock('./api/staff-api', () => api);

const { AddDeskPersonDialog } = await import('./components/add-desk-person-dialog');
const { ChangePasswordDialog } = await import('./components/change-password-dialog');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** A field by its whole label (a required one ends in Mantine's asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe("the staff dialogs' server refusals in Hindi (ADR 0085)", () => {
  it("names the desk profile's features in Hindi, not the contract's English", async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<AddDeskPersonDialog opened onClose={() => {}} />);
    const note = await screen.findByTestId('desk-profile');
    expect(note.textContent).toContain(i18n.t('server:feature.bookingCalendar'));
    expect(note.textContent).not.toMatch(/Booking Calendar|Members/);
  });

  it('put a taken username under Username, in Hindi, known by its code', async () => {
    await i18n.changeLanguage('hi');
    api.createDeskPerson.mockResolvedValue(refused(M.usernameTaken));
    renderWithMantine(<AddDeskPersonDialog opened onClose={() => {}} />);
    await screen.findByText('डेस्क प्रोफ़ाइल', { exact: false });
    type('पहला नाम', 'Asha');
    type('यूज़रनेम', 'asha');
    type('पासवर्ड', 'longenough1');
    type('पासवर्ड दोबारा लिखें', 'longenough1');
    fireEvent.click(screen.getByRole('button', { name: 'डेस्क स्टाफ़ जोड़ें' }));
    expect(await screen.findByText('यह यूज़रनेम पहले से लिया जा चुका है')).toBeTruthy();
    expect(field('यूज़रनेम').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('put a wrong old password under Old Password, in Hindi', async () => {
    await i18n.changeLanguage('hi');
    api.changePassword.mockResolvedValue(refused(M.oldMismatch));
    renderWithMantine(<ChangePasswordDialog opened onClose={() => {}} />);
    await screen.findByText('कम से कम 8 अक्षर', { exact: false });
    type('पुराना पासवर्ड', 'old-one');
    type('नया पासवर्ड', 'new-one-12');
    type('पासवर्ड दोबारा लिखें', 'new-one-12');
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    const error = await screen.findByText('पुराना पासवर्ड मेल नहीं खाता');
    // The error is the old password's own (described by it), not the new one's.
    expect(field('पुराना पासवर्ड').getAttribute('aria-describedby')).toContain(error.id);
    expect(field('नया पासवर्ड').getAttribute('aria-describedby') ?? '').not.toContain(error.id);
  });
});
