import { z } from 'zod';
import { reply } from './envelope';
import { idNumber } from './booking-fields';

/**
 * Signed webhooks (issue 28 part 2, ADR 0073). An admin registers a URL and the events it wants;
 * each delivery is a POST of `{ id, type, createdAt, clubId, data }` signed with the endpoint's
 * secret in `Courtdesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.checked_in',
  'payment.recorded',
  'refund.recorded',
  'member.created',
  'subscription.created',
  'waitlist.offered',
] as const;
export const webhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEvent>;
/** The event `POST /api/webhooks/test` sends (never from the change log). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const SIGNATURE_HEADER = 'Courtdesk-Signature';

export const WebhookMessages = {
  created: 'Webhook created. Copy the signing secret now: it is shown only once.',
  saved: 'Webhook saved',
  deleted: 'Webhook deleted',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  resent: 'Delivery queued again',
  urlInvalid: 'Enter a URL that starts with http:// or https://',
  urlCredentials: 'A webhook URL cannot carry a user name or password',
  urlPrivate: 'This URL points to a private or local address',
  urlUnresolved: "This URL's host cannot be found",
  eventsRequired: 'Choose at least one event',
  testSent: 'Test event delivered',
  testFailed: 'Test event not delivered',
} as const;

const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, WebhookMessages.urlInvalid);
/** What each event's `data` carries (shown in /api/docs on the events field). */
export const WEBHOOK_EVENT_DATA =
  'booking.*: bookingId, activityId, activityName, date, startTime, endTime, courts, customerName, memberId, patternId, status ' +
  '(rescheduled adds from, cancelled adds cancelRemarks, checked_in adds attendeeId). payment.recorded / refund.recorded: ' +
  'transactionId, bookingId, amount, mode, type, target, refundOf. member.created: memberId, name, email, countryCode, mobile, ' +
  'startDate, endDate (a member registered or imported). subscription.created: subscriptionId, memberId, memberName, packageId, ' +
  'packageName, startDate, endDate, amount (after discount), grossAmount, discount, renewsSubscriptionId (a renewal is a new ' +
  'subscription and sends this event too). waitlist.offered: offerId, entryId, activityId, activityName, date, startTime, ' +
  'endTime, courtId, courtName, customerName, countryCode, mobile, email, expiresAt (a freed slot held for a waitlisted customer).';
const events = z
  .array(webhookEvent)
  .min(1, WebhookMessages.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .describe(`The events to send. ${WEBHOOK_EVENT_DATA}`);

export const createWebhookRequest = z.object({ url: webhookUrl, events });
export const updateWebhookRequest = z.object({
  webhookId: idNumber,
  url: webhookUrl.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export const webhookIdRequest = z.object({ webhookId: idNumber });
export const deliveriesQuery = z.object({ webhookId: idNumber });
export const resendRequest = z.object({ deliveryId: idNumber });

export const webhookView = z.object({
  webhookId: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookView = z.infer<typeof webhookView>;

export const deliveryView = z.object({
  deliveryId: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  resendOf: z.number().int().nullable(),
});
export type DeliveryView = z.infer<typeof deliveryView>;

export const createWebhookReply = reply({ webhook: webhookView.optional(), secret: z.string().optional() });
export const webhooksReply = reply({ webhooks: z.array(webhookView).optional() });
export const deliveriesReply = reply({ deliveries: z.array(deliveryView).optional() });
export const testWebhookReply = reply({ delivery: deliveryView.optional() });
export const resendReply = reply({ deliveryId: z.number().int().optional() });
