import { randomUUID } from 'node:crypto';
import type { DateFormat, DocumentKind } from '@lease/contract';
import { ANSWERS, DEFAULT_DATE_FORMAT, formatDay, formatMoment, SERVER_TIME_ZONE } from '@lease/contract';
import { documents } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { renderPdf } from '../../platform/pdf/render.js';
import { fillTemplate, type PdfTemplate, type Placeholders } from '../../platform/pdf/template.js';
import type { Work } from '../../platform/unit-of-work.js';
import { applicationFacts, type ApplicationFacts } from './documents.repository.js';
import { CANCELLATION_NOTICE, CERTIFICATE } from './documents.templates.js';

const AUTHOR = 'Lease Guarantee Portal';
const TEMPLATES: Record<DocumentKind, PdfTemplate> = {
  certificate: CERTIFICATE,
  'cancellation-notice': CANCELLATION_NOTICE,
};

/** A document just issued: its entry as the dialog lists it, and its bytes (for a mail that attaches it). */
export interface IssuedDocument {
  docId: string;
  title: string;
  createdDate: string;
  storageKey: string;
  pdf: Uint8Array;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// An exact decimal string is formatted as written (Intl reads it as a decimal, not a float).
const money = (value: string | null) => (value === null ? null : usd.format(value as `${number}`));
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The placeholder values of an application's documents, dates in the format of the user whose change
 * issues it (decision 0026), times in the business's zone, named.
 */
export function placeholdersOf(
  facts: ApplicationFacts,
  now: Date,
  format: DateFormat = DEFAULT_DATE_FORMAT,
): Placeholders {
  const { application: a, building: b, contact } = facts;
  const day = (value: string | Date | null) =>
    value === null ? null : formatDay(value, format, SERVER_TIME_ZONE);
  return {
    'rider-id': a.riderId,
    'building-name': b.name,
    'landlord-name': facts.landlordName,
    'account-name': facts.landlordName,
    'tenant-name': facts.tenants.map((t) => `${t.firstName} ${t.lastName}`).join(', '),
    username: contact?.name ?? null,
    'primary-contact': contact?.name ?? null,
    email: contact?.email ?? b.emailAddress,
    phone: contact?.phone ?? null,
    'address-street': b.billingStreet,
    'address-city': b.billingCity,
    'address-state': b.billingState,
    'address-zip': b.billingZip,
    unit: a.unitNumber,
    'lease-start': day(a.leaseStartDate),
    'lease-end': day(a.leaseEndDate),
    'coverage-start': day(a.coverageStartDate),
    'coverage-end': day(a.coverageEndDate),
    'coverage-amount': money(a.totalCoverageAmount),
    'monthly-rent': money(a.grossMonthlyRent),
    // A notice issued before the cancellation is stamped states the latest the spec allows: 24 hours on.
    'effective-date': formatMoment(
      a.cancelledAt ?? new Date(now.getTime() + DAY_MS),
      format,
      SERVER_TIME_ZONE,
    ),
    'cancellation-reason': a.cancellationReason,
    'document-date': day(now),
  };
}

/**
 * Makes one document of an issued policy inside a change: the PDF is rendered from its template, stored
 * whole, then its row is written; if the change rolls back, the stored file is removed again.
 */
async function issue(
  work: Work,
  applicationId: string,
  kind: DocumentKind,
  format?: DateFormat,
): Promise<IssuedDocument> {
  const facts = await applicationFacts(work.tx, applicationId);
  if (!facts) throw notFound('Application');
  if (!facts.application.riderId) throw conflict(ANSWERS.onlyIssuedHasDocs);
  const now = work.ctx.clock.now();
  const filled = fillTemplate(TEMPLATES[kind], placeholdersOf(facts, now, format));
  const pdf = await renderPdf(filled, { author: AUTHOR, created: now });
  const docId = randomUUID();
  const storageKey = `documents/${applicationId}/${docId}.pdf`;
  const { bytes } = await work.ctx.storage.put(storageKey, pdf, { contentType: 'application/pdf' });
  work.onRollback(() => work.ctx.storage.delete(storageKey));
  await work.tx.insert(documents).values({
    id: docId,
    applicationId,
    buildingId: facts.application.buildingId,
    landlordId: facts.application.landlordId,
    kind,
    title: filled.title,
    storageKey,
    contentType: 'application/pdf',
    bytes,
    createdAt: now,
  });
  await work.record({
    action: `document.${kind}`,
    subjectType: 'document',
    subjectId: docId,
    detail: { applicationId, riderId: facts.application.riderId },
  });
  return { docId, title: filled.title, createdDate: now.toISOString(), storageKey, pdf };
}

/** The certificate of coverage of an issued policy, made and stored in the given change. */
export const issueCertificate = (
  work: Work,
  applicationId: string,
  format?: DateFormat,
): Promise<IssuedDocument> => issue(work, applicationId, 'certificate', format);

/** The cancellation notice of a cancelled policy, in the date format of who cancelled it. */
export const issueCancellationNotice = (
  work: Work,
  applicationId: string,
  format?: DateFormat,
): Promise<IssuedDocument> => issue(work, applicationId, 'cancellation-notice', format);
