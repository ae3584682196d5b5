/** Where Get in touch enquiries are mailed (same address as the console's Contact Support). */
export const SUPPORT_INBOX = process.env.SUPPORT_INBOX ?? 'support@courtdesk.app';
