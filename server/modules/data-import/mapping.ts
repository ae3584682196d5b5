import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { IMPORT_MAPPING_HEADER, ImportMessages, type ImportKind } from '../../../contract/data-import';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import { BusinessError } from '../../core/business-error';
import { InputError } from '../../core/input-error';
import { unescapeCell } from '../../lib/csv-cell';

/** field -> the file's column name. */
export type Mapping = Record<string, string>;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The file's shape: its header row, told apart from other headers whatever the case and spacing. */
export function layoutOf(columns: string[]): string {
  return createHash('sha256').update(columns.map(squash).join('|')).digest('hex').slice(0, 32);
}

/** The mapping header as sent: a JSON object of field to column; anything else is a 400 naming it. */
export function parseMappingHeader(raw: string | string[] | undefined): Mapping | null {
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!text) return null;
  let value: unknown;
  try {
    // Header values are Latin-1 on the wire; the console sends column names URI-encoded.
    value = JSON.parse(decodeURIComponent(text));
  } catch {
    throw new InputError(IMPORT_MAPPING_HEADER, ImportMessages.badMapping);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new InputError(IMPORT_MAPPING_HEADER, ImportMessages.badMapping);
  const out: Mapping = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v !== 'string') throw new InputError(IMPORT_MAPPING_HEADER, ImportMessages.badMapping);
    if (v.trim()) out[k] = v;
  }
  return out;
}

/**
 * The mapping to apply: the one sent; else the one remembered for this layout; else each field
 * takes the column named like it ("Mobile", "country_code", "Credits validity").
 */
export async function resolveMapping(
  q: Queryable,
  clubId: number,
  kind: ImportKind,
  columns: string[],
  fields: readonly string[],
  labels: Record<string, string>,
  sent: Mapping | null,
): Promise<Mapping> {
  let mapping: Mapping;
  if (sent) {
    for (const [field, column] of Object.entries(sent)) {
      if (!fields.includes(field)) throw new InputError(IMPORT_MAPPING_HEADER, ImportMessages.unknownField(field));
      if (!columns.includes(column)) throw new BusinessError(ImportMessages.unknownColumn(column));
    }
    mapping = sent;
  } else {
    const stored = await firstRow<{ mapping: Mapping }>(
      q,
      sql`SELECT mapping FROM import_mappings WHERE club_id = ${clubId} AND kind = ${kind} AND layout = ${layoutOf(columns)}`,
    );
    mapping = (stored && rememberedFor(stored.mapping, columns, fields)) ?? selfMapping(columns, fields, labels);
  }
  return mapping;
}

/** The refusal for a required field without a column, or null when every one has one. */
export function unmappedMessage(mapping: Mapping, required: readonly string[], labels: Record<string, string>): string | null {
  const field = required.find((f) => !mapping[f]);
  return field === undefined ? null : ImportMessages.unmapped(labels[field] ?? field);
}

/** A remembered mapping applied to this file's own spelling of the same header. */
function rememberedFor(stored: Mapping, columns: string[], fields: readonly string[]): Mapping | null {
  const out: Mapping = {};
  for (const [field, column] of Object.entries(stored)) {
    const own = columns.find((c) => squash(c) === squash(column));
    if (!fields.includes(field) || own === undefined) return null;
    out[field] = own;
  }
  return out;
}

function selfMapping(columns: string[], fields: readonly string[], labels: Record<string, string>): Mapping {
  const out: Mapping = {};
  for (const field of fields) {
    const names = [squash(field), squash(labels[field] ?? field)];
    const column = columns.find((c) => names.includes(squash(c)));
    if (column !== undefined) out[field] = column;
  }
  return out;
}

/** Remembers the mapping a committed import used for its layout. */
export async function rememberMapping(q: Queryable, clubId: number, kind: ImportKind, columns: string[], mapping: Mapping) {
  await q.execute(sql`INSERT INTO import_mappings (club_id, kind, layout, mapping) VALUES (${clubId}, ${kind}, ${layoutOf(columns)}, ${JSON.stringify(mapping)}::jsonb)
    ON CONFLICT (club_id, kind, layout) DO UPDATE SET mapping = EXCLUDED.mapping, updated_at = now()`);
}

/** A row's cells by field. */
export function cellsByField(columns: string[], mapping: Mapping, cells: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, column] of Object.entries(mapping)) {
    const i = columns.indexOf(column);
    out[field] = i >= 0 ? unescapeCell(cells[i] ?? '') : '';
  }
  return out;
}
