/** The Authorization scheme a download ticket travels in (ADR 0069); a bearer session token is not one.
 *  Its own file so the /download page reads it without loading zod. */
export const TICKET_SCHEME = 'Ticket';
