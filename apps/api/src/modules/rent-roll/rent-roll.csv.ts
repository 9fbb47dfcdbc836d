import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  checkRentRollValues,
  RENT_ROLL_FIELDS,
  RENT_ROLL_LABELS,
  RENT_ROLL_REQUIRED,
  RENT_ROLL_TEXTS,
  type RentRollField,
  type RentRollMapping,
  type RentRollTenant,
} from '@lease/contract';
import { badRequest } from '../../platform/errors.js';

/** A row ready to upsert: its building found, its values read, its hash taken. */
export interface RentRollRow {
  line: number;
  buildingId: string;
  unit: string;
  tenants: RentRollTenant[];
  leaseStart: string;
  leaseEnd: string;
  monthlyRent: string;
  deposit: string | null;
  activeLease: boolean;
  /** What the upsert compares: a re-import of the same row finds the same hash and changes nothing. */
  hash: string;
}

/** One data row of the file: ready, or refused with its problems. */
export type CheckedRow =
  | { ok: true; row: RentRollRow }
  | { ok: false; line: number; property: string; unit: string; problems: string[] };

/**
 * A landlord's buildings by id and by name (lower case, spaces collapsed): what a property column may
 * say; and those of them the import may write into (all, unless its key was narrowed to some).
 */
export interface BuildingIndex {
  byId: Set<string>;
  byName: Map<string, string[]>;
  inReach: Set<string>;
}

const nameKey = (name: string) => name.trim().toLowerCase().split(' ').filter(Boolean).join(' ');

export function buildingIndex(buildings: { id: string; name: string; inReach: boolean }[]): BuildingIndex {
  const byName = new Map<string, string[]>();
  for (const b of buildings) byName.set(nameKey(b.name), [...(byName.get(nameKey(b.name)) ?? []), b.id]);
  const inReach = new Set(buildings.filter((b) => b.inReach).map((b) => b.id));
  return { byId: new Set(buildings.map((b) => b.id)), byName, inReach };
}

/** The mapping's columns in the file's header; a required field unmapped or a header not in the file is a 400. */
function columnsOf(headers: string[], mapping: RentRollMapping): Partial<Record<RentRollField, number>> {
  const unmapped = RENT_ROLL_REQUIRED.filter((f) => !mapping[f]);
  if (unmapped.length > 0)
    throw badRequest(RENT_ROLL_TEXTS.notMapped(unmapped.map((f) => RENT_ROLL_LABELS[f])));
  const columns: Partial<Record<RentRollField, number>> = {};
  for (const field of RENT_ROLL_FIELDS) {
    const header = mapping[field];
    if (!header) continue;
    const index = headers.indexOf(header);
    if (index < 0) throw badRequest(RENT_ROLL_TEXTS.noColumn(header));
    columns[field] = index;
  }
  return columns;
}

const hasControl = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9) return true;
  }
  return false;
};

/** The parser's failure as a client's: the file is not CSV (400), with where it broke. */
function notCsv(error: unknown): Error {
  if (error instanceof CsvError) {
    const where = 'lines' in error && typeof error.lines === 'number' ? ` (line ${error.lines})` : '';
    return badRequest(RENT_ROLL_TEXTS.notCsv(`${error.message.split(':')[0] ?? error.code}${where}`));
  }
  return error as Error;
}

/**
 * Reads a rent roll as a stream, one record at a time (csv-parse, so memory holds a record, not the file):
 * its header, then each data row checked and its property looked up. What grows with the file is only the
 * map of keys seen, which finds a row repeating an earlier one (same building, unit and lease start).
 */
export async function* readRentRoll(
  source: Readable,
  mapping: RentRollMapping,
  buildings: BuildingIndex,
  onHeaders: (headers: string[]) => void = () => undefined,
): AsyncGenerator<CheckedRow> {
  const parser = source.pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
    }),
  );
  source.on('error', (error) => parser.destroy(error));
  let columns: Partial<Record<RentRollField, number>> | null = null;
  const seen = new Map<string, number>();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        const headers = record.map((h) => h.trim());
        if (headers.some(hasControl))
          throw badRequest(RENT_ROLL_TEXTS.notCsv('its first line is not a header'));
        onHeaders(headers);
        columns = columnsOf(headers, mapping);
        continue;
      }
      const raw: Partial<Record<RentRollField, string>> = {};
      for (const field of RENT_ROLL_FIELDS) {
        const i = columns[field];
        if (i !== undefined) raw[field] = record[i] ?? '';
      }
      yield checkRow(info.lines, raw, buildings, seen);
    }
  } catch (error) {
    throw notCsv(error);
  }
  if (!columns) throw badRequest(RENT_ROLL_TEXTS.noRows);
}

function checkRow(
  line: number,
  raw: Partial<Record<RentRollField, string>>,
  buildings: BuildingIndex,
  seen: Map<string, number>,
): CheckedRow {
  const property = (raw.property ?? '').trim();
  const unit = (raw.unit ?? '').trim();
  const checked = checkRentRollValues(raw);
  const problems: string[] = checked.problems;
  let buildingId: string | undefined;
  if (property) {
    const named = buildings.byId.has(property) ? [property] : (buildings.byName.get(nameKey(property)) ?? []);
    if (named.length === 0) problems.unshift(RENT_ROLL_TEXTS.unknownProperty(property));
    else if (named.length > 1) problems.unshift(RENT_ROLL_TEXTS.ambiguousProperty(property));
    else if (!buildings.inReach.has(named[0]!)) problems.unshift(RENT_ROLL_TEXTS.outOfReach(property));
    else buildingId = named[0];
  }
  const values = checked.values;
  if (!values || !buildingId) return { ok: false, line, property, unit, problems };
  const key = `${buildingId}\u0000${values.unit}\u0000${values.leaseStart}`;
  const first = seen.get(key);
  if (first !== undefined)
    return { ok: false, line, property, unit, problems: [RENT_ROLL_TEXTS.duplicate(first)] };
  seen.set(key, line);
  const { property: _p, ...rest } = values;
  const hash = createHash('sha1')
    .update(
      JSON.stringify([
        buildingId,
        rest.unit,
        rest.leaseStart,
        rest.leaseEnd,
        rest.monthlyRent,
        rest.deposit,
        rest.activeLease,
        rest.tenants,
      ]),
    )
    .digest('base64url');
  return { ok: true, row: { line, buildingId, ...rest, hash } };
}
