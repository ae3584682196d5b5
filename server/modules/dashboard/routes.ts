import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { ALL_ACTIVITIES, AnalyticsMessages, dashboardQuery, dashboardReply } from '../../../contract/analytics';
import { requires } from '../../plugins/auth';
import { BusinessError, failure } from '../../core/business-error';
import { findActivity } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { dashboardRange } from './periods';
import { dashboardDetailsOf } from './service';

/** GET /api/dashboard (spec 3 §7; feature 2): the Home dashboard of the session's club. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  app.get(
    '/dashboard',
    {
      ...requires(Feature.dashboard, 'read'),
      schema: { tags: ['analytics'], querystring: dashboardQuery, response: { 200: dashboardReply } },
    },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const { activityId, period, fromDate, toDate } = request.query;
      let range;
      try {
        range = dashboardRange(period, todayIn(timeZone), fromDate, toDate);
      } catch (err) {
        if (err instanceof BusinessError) return failure(err.message);
        throw err;
      }
      if (activityId !== ALL_ACTIVITIES && !(await findActivity(db, clubId, activityId)))
        return failure(AnalyticsMessages.activityNotFound);
      const scope = { clubId, timeZone, activityId: activityId === ALL_ACTIVITIES ? null : activityId };
      return { requestStatus: 1 as const, dashboardDetails: await dashboardDetailsOf(db, scope, range) };
    },
  );
}
