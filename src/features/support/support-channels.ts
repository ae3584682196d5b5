import { COMPANY } from '../../lib/company';

/** The club's support contacts (Club Settings), each empty one replaced by Courtdesk's own. */
export interface SupportContacts {
  whatsappNumber: string;
  whatsappHref: string;
  email: string;
  phone: string;
  phoneHref: string;
  ticketUrl: string;
  hours: string;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** A WhatsApp number or link as a chat link ('+91 98450 71290' → https://wa.me/919845071290). */
export function chatHref(value: string): string {
  return /^https?:\/\//i.test(value.trim()) ? value.trim() : `https://wa.me/${digits(value)}`;
}

export function supportContacts(config: Record<string, unknown> | undefined): SupportContacts {
  const s = ((config?.support ?? {}) as Partial<Record<'whatsapp' | 'email' | 'phone' | 'ticketUrl' | 'hours', string>>) ?? {};
  const pick = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);
  const whatsapp = pick(s.whatsapp, COMPANY.whatsAppNumber);
  const phone = pick(s.phone, COMPANY.supportPhone);
  return {
    whatsappNumber: whatsapp,
    whatsappHref: s.whatsapp?.trim() ? chatHref(whatsapp) : COMPANY.whatsAppHref,
    email: pick(s.email, COMPANY.supportEmail),
    phone,
    phoneHref: s.phone?.trim() ? `tel:+${digits(phone)}` : COMPANY.supportPhoneHref,
    ticketUrl: pick(s.ticketUrl, COMPANY.supportTicketUrl),
    hours: pick(s.hours, COMPANY.supportHours),
  };
}
