import type { FastifyInstance } from 'fastify';
import { ALL_ACTIVITIES, AnalyticsMessages } from '../../../contract/analytics';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { BusinessError, failure } from '../../core/business-error';
import { findActivity } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { dashboardRange } from './periods';
import { dashboardDetailsOf } from './service';

/** GET /api/dashboard (spec 3 §7; feature 2): the Home dashboard of the session's club. */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, endpoints.dashboard.dashboard, { tags: ['analytics'] }, async (request) => {
    const { clubId, timeZone } = request.session;
    const { activityId, period, fromDate, toDate } = request.query;
    let range;
    try {
      range = dashboardRange(period, todayIn(timeZone), fromDate, toDate);
    } catch (err) {
      if (err instanceof BusinessError) return failure(err.message);
      throw err;
    }
    if (activityId !== ALL_ACTIVITIES && !(await findActivity(db, clubId, activityId))) return failure(AnalyticsMessages.activityNotFound);
    const scope = { clubId, timeZone, activityId: activityId === ALL_ACTIVITIES ? null : activityId };
    return { requestStatus: 1 as const, dashboardDetails: await dashboardDetailsOf(db, scope, range) };
  });
}
