import { cartViewerOf } from '../../core/hold-owner';
import type { FastifyInstance } from 'fastify';
import { BulkMessages } from '../../../contract/bulk';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { currencySymbol, loadClub } from '../../core/club-context';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { validateCheckout } from '../checkout/validate';
import { checkRange, verifyData } from './range-check';
import { createPattern } from './create-pattern';
import { checkCheckoutPin, creditsOfCheckout } from './pattern-credits';
import { BusinessError } from '../../core/business-error';
import { judgeLookback } from './pattern-lookback';
import { discountOfCheckout } from './pattern-discount';

/** /api: Check Availability of the bulk form and POST /booking/pattern (feature 4). */
export async function bulkRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.bulk;
  const tags = ['bulk'];

  route(app, e.verify, { tags }, async (request) => {
    const { clubId } = request.session;
    const checked = await checkRange(db, clubId, cartViewerOf(request.session), request.body, 'book');
    if (!checked.ok) return failure(checked.message);
    // Slots past the look-back read as unavailable (the dialog lists them); a pattern that is
    // wholly past it is refused with the single booking's message (ADR 0051).
    const dated = judgeLookback(checked.check.judged, await loadClub(db, clubId), false);
    if (!dated.ok) return failure(dated.message);
    return { requestStatus: 1 as const, data: verifyData({ ...checked.check, judged: dated.judged }) };
  });

  route(app, e.checkout, { tags }, async (request) => {
    const { clubId, userId, username, role } = request.session;
    const club = await loadClub(db, clubId);
    const checked = validateCheckout(request.body, club);
    if (!checked.ok) return failure(checked.message);
    let creditsMinor: number;
    let discountMinor: number;
    try {
      discountMinor = discountOfCheckout(request.body.clubDiscount, currencySymbol(club.currency));
      creditsMinor = creditsOfCheckout(request.body.credits);
    } catch (err) {
      if (err instanceof BusinessError) return failure(err.message);
      throw err;
    }
    if (creditsMinor > 0) {
      // The PIN first, in its own transaction (pattern-credits.ts says why); the booking's
      // transaction then locks the member again and spends the credits (ADR 0037). Its stored
      // replies keep their own name: the PIN check is no endpoint of its own.
      const pin = await runWrite(db, clubId, 'booking/pattern/pin', null, async (tx) => {
        const refused = await checkCheckoutPin(tx, clubId, userId, checked.input.phone, request.body.memberPin, app.settings.memberPin);
        return refused ? failure(refused) : { requestStatus: 1 as const };
      });
      if (pin.requestStatus !== 1) return pin;
    }
    return runWrite(db, clubId, writeScope(e.checkout), idempotencyKey(request), async (tx) => {
      const created = await createPattern(
        tx,
        club,
        { userId, username, sessionId: request.session.sessionId, isAdmin: role === 'admin' },
        request.body.patternBookingData,
        checked.input,
        creditsMinor,
        discountMinor,
        { fairUseOverride: request.body.fairUseOverride, strikeOverride: request.body.strikeOverride },
      );
      return { requestStatus: 1 as const, message: BulkMessages.patternCreated, ...created };
    });
  });
}
