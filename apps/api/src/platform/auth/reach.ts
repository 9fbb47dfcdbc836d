import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  applications,
  buildings,
  cancellationLog,
  claimFiles,
  claims,
  documents,
  invoiceLines,
  invoices,
} from '../../db/schema/index.js';

/**
 * How a scoped table is reached from an actor. A building-scoped row carries its building and its
 * landlord (denormalised, so a landlord's list is one indexed condition); a personal row (a
 * notification) carries its recipient.
 */
export type Reach =
  | BuildingReach
  | { kind: 'recipient'; table: PgTable; id: AnyPgColumn; recipientId: AnyPgColumn }
  /**
   * A landlord's record made of building-scoped parts (an invoice of its lines): read whole by one who
   * reads the landlord whole, else in part, when one of its parts is in reach (Access.readsInPart).
   */
  | {
      kind: 'parts';
      table: PgTable;
      id: AnyPgColumn;
      landlordId: AnyPgColumn;
      parts: BuildingReach;
      partOf: AnyPgColumn;
    };

type BuildingReach = {
  kind: 'building';
  table: PgTable;
  id: AnyPgColumn;
  buildingId: AnyPgColumn;
  landlordId: AnyPgColumn;
};

const INVOICE_LINES = {
  kind: 'building',
  table: invoiceLines,
  id: invoiceLines.id,
  buildingId: invoiceLines.buildingId,
  landlordId: invoiceLines.landlordId,
} as const satisfies BuildingReach;

/** Every scoped table. A new one (policies, claims, documents, invoices, notifications) is added here. */
export const SCOPED = {
  buildings: {
    kind: 'building',
    table: buildings,
    id: buildings.id,
    buildingId: buildings.id,
    landlordId: buildings.landlordId,
  },
  applications: {
    kind: 'building',
    table: applications,
    id: applications.id,
    buildingId: applications.buildingId,
    landlordId: applications.landlordId,
  },
  cancellations: {
    kind: 'building',
    table: cancellationLog,
    id: cancellationLog.id,
    buildingId: cancellationLog.buildingId,
    landlordId: cancellationLog.landlordId,
  },
  documents: {
    kind: 'building',
    table: documents,
    id: documents.id,
    buildingId: documents.buildingId,
    landlordId: documents.landlordId,
  },
  claims: {
    kind: 'building',
    table: claims,
    id: claims.id,
    buildingId: claims.buildingId,
    landlordId: claims.landlordId,
  },
  claimFiles: {
    kind: 'building',
    table: claimFiles,
    id: claimFiles.id,
    buildingId: claimFiles.buildingId,
    landlordId: claimFiles.landlordId,
  },
  invoiceLines: INVOICE_LINES,
  invoices: {
    kind: 'parts',
    table: invoices,
    id: invoices.id,
    landlordId: invoices.landlordId,
    parts: INVOICE_LINES,
    partOf: invoiceLines.invoiceId,
  },
} as const satisfies Record<string, Reach>;

export type ScopedTable = keyof typeof SCOPED;
