import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import {
  CLAIM_STATUSES,
  type ClaimData,
  type ClaimDecisionKind,
  type ClaimFileField,
  type ClaimPaper,
  type ClaimStatus,
} from '@lease/contract';
import { systemAccess } from '../platform/auth/access.js';
import type { AppContext } from '../platform/context.js';
import { renderPdf } from '../platform/pdf/render.js';
import { change } from '../platform/unit-of-work.js';
import {
  applications,
  buildingGrants,
  buildings,
  claimDecisions,
  claimEvents,
  claimFiles,
  claimPayments,
  claims,
  users,
} from '../db/schema/index.js';
import { isoDay } from '../platform/clock.js';
import { keepAssessment } from '../modules/claims/claims.assessment.js';

/** The month after a day's month, YYYY-MM. */
const nextMonth = (day: string) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
};

const DAY_MS = 86_400_000;

const DEMO_NOTES: Record<ClaimStatus, string> = {
  submitted: 'Filed with 2 files.',
  under_review: 'We are reading the ledger against the lease.',
  documents_requested: 'Please send the move-out inspection report.',
  approved: 'Approved for one month of rent.',
  paid: 'Paid by eCheck.',
  denied: 'The ledger shows the rent of these months was paid by a housing voucher.',
};

/** Hours from filing to each next status, in turn: the desk's report shows decisions fast and slow. */
const DECISION_HOURS = [52, 80, 6, 20, 30, 24];

/**
 * The final decision row a status stands on, as the desk would have recorded it. The demo's documents
 * request keeps the older way (a note on the timeline, any document answers it): the desk may only
 * name papers the claim's answers call for, and these Tenant Default claims call for none beyond its two.
 */
const DECIDED_AS: Partial<Record<ClaimStatus, { decision: ClaimDecisionKind; papers: ClaimPaper[] }>> = {
  approved: { decision: 'approve', papers: [] },
  paid: { decision: 'approve', papers: [] },
  denied: { decision: 'deny', papers: [] },
};

/** A demo paper: a real one-page PDF with its title and the policy it belongs to. */
const paper = (title: string, riderId: string, created: Date) =>
  renderPdf(
    { title, sections: [{ lines: [`Policy ${riderId}`, 'Demo document of the lease guarantee portal.'] }] },
    { author: 'Lease Guarantee Portal', created },
  );

/**
 * Claims for the demo: `perLandlord` issued policies of each landlord, in buildings a pm holds, each with
 * a claim in the next status of the lifecycle (so every status is shown) and its lease and ledger PDFs,
 * stored and recorded in one change as a filed claim is.
 */
export async function seedDemoClaims(ctx: AppContext, options: { perLandlord: number }): Promise<number> {
  const access = systemAccess(ctx, 'demo seed: claims in every status');
  const pmHolds = sql`exists (select 1 from ${buildingGrants} inner join ${users} on ${eq(users.id, buildingGrants.userId)}
    where ${buildingGrants.buildingId} = ${applications.buildingId} and ${users.role} = 'pm')`;
  // A policy in force over the demo's dates of loss (30 to about 50 days ago), so the desk's rules read
  // the claims as filed in time rather than denying them for a loss outside the coverage.
  const now = ctx.clock.now();
  const coveredFrom = isoDay(new Date(now.getTime() - 90 * DAY_MS));
  const coveredTo = isoDay(new Date(now.getTime() - 10 * DAY_MS));
  const inForce = sql`coalesce(${applications.coverageStartDate}, ${applications.leaseStartDate}) <= ${coveredFrom}
    and coalesce(${applications.coverageEndDate}, ${applications.leaseEndDate}) >= ${coveredTo}`;
  const rank = sql<number>`row_number() over (partition by ${applications.landlordId} order by ${applications.riderId} desc)`;
  const candidates = ctx.database.db
    .select({ id: applications.id, rank: rank.as('rank') })
    .from(applications)
    .where(
      and(
        access.where('applications'),
        eq(applications.stage, 'Stage05'),
        isNotNull(applications.riderId),
        isNull(applications.cancelledAt),
        pmHolds,
        inForce,
        notExists(ctx.database.db.select().from(claims).where(eq(claims.applicationId, applications.id))),
      ),
    )
    .as('candidates');
  const chosen = await ctx.database.db
    .select({
      id: applications.id,
      riderId: applications.riderId,
      buildingId: applications.buildingId,
      landlordId: applications.landlordId,
      state: buildings.billingState,
      leaseStartDate: applications.leaseStartDate,
      leaseEndDate: applications.leaseEndDate,
      deposit: applications.grossMonthlyRent,
    })
    .from(candidates)
    .innerJoin(applications, eq(applications.id, candidates.id))
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .where(sql`${candidates.rank} <= ${options.perLandlord}`)
    .orderBy(asc(applications.riderId));
  if (chosen.length === 0) return 0;

  await change(
    ctx,
    { actorId: null },
    { action: 'seed.claims', subjectType: 'claim', detail: { claims: chosen.length } },
    async (work) => {
      for (const [i, p] of chosen.entries()) {
        const riderId = p.riderId ?? '';
        const status = CLAIM_STATUSES[i % CLAIM_STATUSES.length]!;
        const lossDay = isoDay(new Date(now.getTime() - (30 + i) * DAY_MS));
        // Filed two weeks after the loss (rent that late is a claim), so the newest-first list reads as a history.
        const filedAt = new Date(now.getTime() - (15 + i) * DAY_MS);
        const data: ClaimData = {
          kindOfClaim: 'llp',
          riderId: p.id,
          propertyState: p.state,
          leaseStartDate: p.leaseStartDate,
          leaseEndDate: p.leaseEndDate,
          leaseTermIscorrect: true,
          tenants: [],
          securityDeposit: p.deposit,
          // What is owed: the rent of the month of the loss and the next, damages and a late fee.
          claimStatement: [
            { kind: 'rent', month: lossDay.slice(0, 7), amount: p.deposit, description: 'Unpaid rent' },
            {
              kind: 'rent',
              month: nextMonth(lossDay),
              amount: p.deposit,
              description: 'Unpaid rent',
            },
            { kind: 'damages', amount: '800.00', description: 'Carpet and wall repair' },
            { kind: 'late_fee', amount: '75.00', description: 'Late fee' },
          ],
          claimType: {
            damageOnly: false,
            noShow: false,
            tenantDefault: true,
            damages: false,
            holdOver: false,
          },
          relatedExpense: 'No',
          acceptableDocument: '',
          damageType: { trash: false, scratches: false, other: false },
          placeDamages: { application: false, carpert: false, wall: false, other: false },
          paymentAgreement: 'No',
          agreedPaymentDate: '',
          rentDate: lossDay,
          lateFilingExplanation: '',
          occupiedStatus: true,
          keysReturned: true,
          evictionFiledStatus: false,
          evictionFilingDate: '',
          contactName: 'Demo Claims Contact',
          contactTitle: 'Property Manager',
          contactEmail: 'claims-contact@demo.test',
          contactPhone: '(212) 555-0100',
          secondaryAdded: false,
          secondaryName: '',
          secondaryTitle: '',
          secondaryEmail: '',
          secondaryPhone: '',
          paymentMethod: 'eCheck',
          receiptPayee: 'Demo Property LLC',
          receiptEmail: 'accounting@demo.test',
          physicalName: '',
          physicalEmail: '',
          checkAddress1: '',
          checkAddress2: '',
          checkCity: '',
          checkState: '',
          checkZipcode: '',
          leaseFile: 'lease.pdf',
          ledgerFile: 'ledger.pdf',
          otherFiles: [],
          additionalComment: 'The tenant stopped paying rent.',
        };
        const [claim] = await work.tx
          .insert(claims)
          .values({
            name: sql`'CLM-' || lpad(nextval('claim_number_seq')::text, 7, '0')`,
            applicationId: p.id,
            buildingId: p.buildingId,
            landlordId: p.landlordId,
            status,
            claimTypes: ['tenantDefault'],
            dateOfLoss: lossDay,
            paymentMethod: 'eCheck',
            contactName: data.contactName,
            contactEmail: data.contactEmail,
            securityDeposit: p.deposit,
            claimData: data,
            createdAt: filedAt,
            updatedAt: filedAt,
          })
          .returning({ id: claims.id });
        const stepMs = DECISION_HOURS[i % DECISION_HOURS.length]! * 3_600_000;
        // The timeline up to the claim's status, with what an admin would have noted.
        const reached = CLAIM_STATUSES.slice(0, CLAIM_STATUSES.indexOf(status) + 1).filter(
          (s) => s === 'submitted' || s === status || (status === 'paid' && s === 'approved'),
        );
        await work.tx.insert(claimEvents).values(
          reached.map((s, step) => ({
            claimId: claim!.id,
            status: s,
            note: DEMO_NOTES[s],
            at: new Date(filedAt.getTime() + step * stepMs),
          })),
        );
        if (status === 'approved' || status === 'paid') {
          const approved = p.deposit;
          await work.tx
            .update(claims)
            .set({ approvedAmount: approved, totalIndemnityPayments: status === 'paid' ? approved : '0' })
            .where(eq(claims.id, claim!.id));
          if (status === 'paid') {
            await work.tx.insert(claimPayments).values({
              claimId: claim!.id,
              method: 'eCheck',
              paidOn: isoDay(new Date(filedAt.getTime() + 3 * DAY_MS)),
              amount: approved,
              reference: `ECHK-${i + 1}`,
              createdAt: now,
            });
          }
        }
        const files: [ClaimFileField, string][] = [
          ['leaseFile', 'Lease agreement'],
          ['ledgerFile', 'Resident ledger'],
        ];
        for (const [field, title] of files) {
          const bytes = await paper(title, riderId, now);
          const storageKey = `claims/files/${randomUUID()}`;
          await ctx.storage.put(storageKey, bytes, { contentType: 'application/pdf' });
          work.onRollback(() => ctx.storage.delete(storageKey));
          await work.tx.insert(claimFiles).values({
            claimId: claim!.id,
            buildingId: p.buildingId,
            landlordId: p.landlordId,
            field,
            fileName: `${title}.pdf`,
            fileType: 'pdf',
            storageKey,
            bytes: bytes.length,
            createdAt: filedAt,
          });
        }
        const assessment = await keepAssessment(work.tx, claim!.id);
        const decided = DECIDED_AS[status];
        if (decided) {
          await work.tx.insert(claimDecisions).values({
            claimId: claim!.id,
            ...decided,
            payout: decided.decision === 'approve' ? p.deposit : null,
            reason: decided.decision === 'deny' ? 'not_covered' : null,
            note: decided.decision === 'deny' ? DEMO_NOTES.denied : null,
            message: DEMO_NOTES[status === 'paid' ? 'approved' : status],
            assessment,
            decidedAt: new Date(filedAt.getTime() + stepMs),
          });
        }
      }
    },
  );
  return chosen.length;
}
