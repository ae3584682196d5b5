import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin, BAD_VALUE_MESSAGE } from '../plugins/errors';
import { sendXlsx, type XlsxColumn } from './xlsx-stream';

const columns: XlsxColumn<{ n: number }>[] = [{ header: 'N', width: 8, value: (r) => r.n }];

/** A source whose query fails as PostgreSQL does on a value it cannot hold (22003). */
function failing(): AsyncIterable<{ n: number }[]> {
  const err = Object.assign(new Error('query failed'), { cause: { code: '22003' } });
  return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(err) }) };
}
async function* twoBatches(): AsyncGenerator<{ n: number }[]> {
  yield [{ n: 1 }];
  yield [{ n: 2 }];
}

async function appWith(source: () => AsyncIterable<{ n: number }[]>) {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get('/x', (_request, reply) => sendXlsx(reply, 'x.xlsx', 'X', columns, source()));
  return app;
}

describe('sendXlsx', () => {
  it('runs the first query before any header: a failing one is a clean JSON 400, not a broken download', async () => {
    const app = await appWith(failing);
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ requestStatus: 0, message: BAD_VALUE_MESSAGE });
    await app.close();
  });

  it('still streams every batch, the first one included', async () => {
    const app = await appWith(twoBatches);
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="x.xlsx"');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values: unknown[] = [];
    wb.worksheets[0].eachRow((row) => values.push(row.getCell(1).value));
    expect(values).toEqual(['N', 1, 2]);
    await app.close();
  });
});
