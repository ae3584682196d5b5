import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../../contract/endpoint-table';
import {
  CSV_TYPE,
  IMPORT_BODY_LIMIT,
  IMPORT_FILE_NAME_HEADER,
  IMPORT_MAPPING_HEADER,
  IMPORT_PROGRESS_HEADER,
  ImportMessages,
  PROGRESS_KEY,
  XLSX_TYPE,
} from '../../../contract/data-import';
import { route } from '../../plugins/route';
import { BusinessError, failure } from '../../core/business-error';
import { InputError } from '../../core/input-error';
import { readSheet } from './read-file';
import { progressOf } from './runs';
import { parseMappingHeader } from './mapping';
import { importMembers } from './import-members';
import { importSubscriptions } from './import-subscriptions';
import { importBookings } from './import-bookings';

/** The file's media type, without parameters; anything but CSV or .xlsx is a 400 naming the body. */
function fileType(request: FastifyRequest): string {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if ((type !== CSV_TYPE && type !== XLSX_TYPE) || !Buffer.isBuffer(request.body)) throw new InputError('body', ImportMessages.wrongType);
  return type;
}

function fileName(request: FastifyRequest): string | null {
  const raw = request.headers[IMPORT_FILE_NAME_HEADER];
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!v) return null;
  try {
    return decodeURIComponent(v).slice(0, 200);
  } catch {
    return v.slice(0, 200);
  }
}

/** The console's key naming a commit; anything but 8–64 letters, digits or dashes is a 400 naming the header. */
function progressKey(request: FastifyRequest): string | null {
  const raw = request.headers[IMPORT_PROGRESS_HEADER];
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!v) return null;
  if (!PROGRESS_KEY.test(v)) throw new InputError(IMPORT_PROGRESS_HEADER, ImportMessages.badProgressKey);
  return v;
}

/** /api/import/*: a venue's data from a file (issue 31, ADR 0074). Admins (feature 19). */
export async function dataImportRoutes(app: FastifyInstance) {
  const { db } = app;
  const tags = ['data'];
  // The file is the body, read whole (50,000 members fit well under the limit).
  app.addContentTypeParser([CSV_TYPE, XLSX_TYPE], { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  // One handler per kind: the file read the same way, the kind's importer called.
  const kinds = [
    [endpoints.data.importMembers, importMembers],
    [endpoints.data.importSubscriptions, importSubscriptions],
    [endpoints.data.importBookings, importBookings],
  ] as const;
  for (const [endpoint, run] of kinds) {
    route(app, endpoint, { tags, bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
      const type = fileType(request);
      const mapping = parseMappingHeader(request.headers[IMPORT_MAPPING_HEADER]);
      try {
        const sheet = await readSheet(request.body as Buffer, type);
        return await run(db, {
          clubId: request.session.clubId,
          actor: { userId: request.session.userId, name: request.session.username },
          sheet,
          mapping,
          dryRun: request.query.dryRun === '1',
          fileName: fileName(request),
          progressKey: progressKey(request),
        });
      } catch (err) {
        if (err instanceof BusinessError) return failure(err.message);
        throw err;
      }
    });
  }

  route(app, endpoints.data.importProgress, { tags }, async (request) => ({
    requestStatus: 1 as const,
    ...(await progressOf(db, request.session.clubId, request.query.key)),
  }));
}
