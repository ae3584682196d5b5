import type { FastifyInstance } from 'fastify';
import { WebhookMessages as M } from '../../../contract/webhooks';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { runWrite } from '../../core/run-write';
import { BusinessError } from '../../core/business-error';
import { checkUrl, createWebhook, deleteWebhook, listWebhooks, updateWebhook } from './endpoints-store';
import { listDeliveries, resend, sendTest } from './deliveries';

/** A refusal outside runWrite (the URL's host is resolved before any transaction opens). */
async function refused(fn: () => Promise<void>): Promise<{ requestStatus: 0; message: string } | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    if (err instanceof BusinessError) return { requestStatus: 0, message: err.message };
    throw err;
  }
}

/** /api/webhooks: Club Settings (feature 19) registers endpoints, reads their delivery log, tests and resends. */
export async function webhookRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.webhooks;
  const tags = ['webhooks'];

  route(app, e.list, { tags }, async (request) => ({
    requestStatus: 1 as const,
    webhooks: await listWebhooks(db, request.session.clubId),
  }));

  route(app, e.create, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    const no = await refused(() => checkUrl(request.body.url));
    if (no) return no;
    return runWrite(db, clubId, writeScope(e.create), null, async (tx) => ({
      requestStatus: 1 as const,
      message: M.created,
      ...(await createWebhook(tx, clubId, request.body, { userId, name: username })),
    }));
  });

  route(app, e.update, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    const { url } = request.body;
    const no = url === undefined ? null : await refused(() => checkUrl(url));
    if (no) return no;
    return runWrite(db, clubId, writeScope(e.update), null, async (tx) => {
      await updateWebhook(tx, clubId, request.body, { userId, name: username });
      return { requestStatus: 1 as const, message: M.saved };
    });
  });

  route(app, e.remove, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    return runWrite(db, clubId, writeScope(e.remove), null, async (tx) => {
      await deleteWebhook(tx, clubId, request.body.webhookId, { userId, name: username });
      return { requestStatus: 1 as const, message: M.deleted };
    });
  });

  route(app, e.test, { tags }, async (request) => {
    try {
      const delivery = await sendTest(db, request.session.clubId, request.body.webhookId);
      return { requestStatus: 1 as const, message: delivery.status === 'delivered' ? M.testSent : M.testFailed, delivery };
    } catch (err) {
      if (err instanceof BusinessError) return { requestStatus: 0 as const, message: err.message };
      throw err;
    }
  });

  route(app, e.deliveries, { tags }, async (request) => {
    try {
      return { requestStatus: 1 as const, deliveries: await listDeliveries(db, request.session.clubId, request.query.webhookId) };
    } catch (err) {
      if (err instanceof BusinessError) return { requestStatus: 0 as const, message: err.message };
      throw err;
    }
  });

  route(app, e.resend, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.resend), null, async (tx) => ({
      requestStatus: 1 as const,
      message: M.resent,
      deliveryId: await resend(tx, clubId, request.body.deliveryId),
    }));
  });
}
