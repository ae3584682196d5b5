import type { FastifyInstance } from 'fastify';
import { AnalyticsMessages, GraphType } from '../../../contract/analytics';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { findActivity } from '../../core/club-context';
import { utilisationCells } from './cells';
import { byDay, byDayAndHour, byHour, percentOf } from './percent';
import { checkRange } from './range';

/** GET /api/club/utilisation (spec 3 §7; feature 17): one activity of the session's club. */
export async function utilisationRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, endpoints.utilisation.utilisation, { tags: ['analytics'] }, async (request) => {
    const { clubId } = request.session;
    const { activityId, graphType, startDate, endDate } = request.query;
    checkRange(startDate, endDate, 'endDate');
    if (!(await findActivity(db, clubId, activityId))) return failure(AnalyticsMessages.activityNotFound);
    const cells = await utilisationCells(db, clubId, [activityId], startDate, endDate);
    const data = graphType === GraphType.day ? byDay(cells) : graphType === GraphType.hour ? byHour(cells) : byDayAndHour(cells);
    return { requestStatus: 1 as const, data, overall: cells.length ? percentOf(cells) : null };
  });
}
