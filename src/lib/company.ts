/**
 * Courtdesk's own contact points and links, in one place (support dialog, Report a Bug,
 * List Your Academy, the app-promotion page).
 */
export const COMPANY = {
  name: 'Courtdesk',
  supportEmail: 'support@courtdesk.app',
  supportPhone: '+91 80 4718 2290',
  supportPhoneHref: 'tel:+918047182290',
  whatsAppNumber: '+91 98450 71290',
  whatsAppHref: 'https://wa.me/919845071290',
  supportTicketUrl: 'https://help.courtdesk.app/tickets/new',
  listYourAcademyUrl: 'https://courtdesk.app/list-your-academy',
  androidAppUrl: 'https://play.google.com/store/apps/details?id=app.courtdesk.partner',
  iosAppUrl: 'https://apps.apple.com/in/app/courtdesk-partner/id6478201934',
  /** Support hours (spec 3 §2, §9). */
  supportHours: '10 AM - 10 PM IST, all days',
} as const;

export function bugReportMailto(clubName?: string, username?: string): string {
  const subject = 'Bug report: Partner Console';
  const body = `Club: ${clubName ?? ''}\nUser: ${username ?? ''}\nPage: ${location.href}\nBrowser: ${navigator.userAgent}\n\nWhat happened:\n\nWhat I expected:\n`;
  return `mailto:${COMPANY.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
