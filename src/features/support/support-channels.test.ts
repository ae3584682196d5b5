import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../lib/company';
import { chatHref, supportContacts } from './support-channels';

describe('support contacts from club settings', () => {
  it("falls back to Courtdesk's own for each empty contact", () => {
    expect(supportContacts(undefined)).toMatchObject({
      email: COMPANY.supportEmail,
      hours: COMPANY.supportHours,
      whatsappHref: COMPANY.whatsAppHref,
    });
    const c = supportContacts({
      support: { whatsapp: '+971 50 123 4567', email: 'help@club.example', phone: '', ticketUrl: '', hours: '9 AM - 9 PM GST' },
    });
    expect(c).toMatchObject({
      email: 'help@club.example',
      whatsappHref: 'https://wa.me/971501234567',
      phone: COMPANY.supportPhone,
      hours: '9 AM - 9 PM GST',
    });
  });
  it('keeps a chat link as given', () => {
    expect(chatHref('https://wa.me/123')).toBe('https://wa.me/123');
  });
});
