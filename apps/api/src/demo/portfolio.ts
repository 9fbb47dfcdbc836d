import type { Faker } from '@faker-js/faker';
import { PRODUCT_CODES, STAGE_CODES, US_STATE_CODES, type Role, type StageCode } from '@lease/contract';
import type { Db } from '../db/client.js';
import { applications, buildings, cancellationLog, tenants } from '../db/schema/index.js';

/**
 * A faker with a fixed seed: the same call order gives the same portfolio every time. Loaded here only:
 * faker is large, and a server that seeds nothing never needs it (docs/dependencies.md).
 */
export const seededFaker = async (seed: number): Promise<Faker> => {
  const { Faker, en } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
};

const BUILDING_TYPES = ['Multifamily', 'Garden', 'Mid-rise', 'High-rise', 'Townhome', 'Student'];
const INSERT_BATCH = 500;

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
const addMonths = (d: Date, months: number): Date => {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
};

export interface UserSeed {
  email: string;
  name: string;
  role: Role;
  jobTitle: string;
  phone: string;
}

export function fakeUser(faker: Faker, role: Role, email: string): UserSeed {
  return {
    email,
    name: faker.person.fullName(),
    role,
    jobTitle: faker.person.jobTitle(),
    phone: `(${faker.number.int({ min: 201, max: 989 })}) ${faker.string.numeric(3)}-${faker.string.numeric(4)}`,
  };
}

export function fakeBuilding(faker: Faker, landlordId: string, states: readonly string[] = US_STATE_CODES) {
  const city = faker.location.city();
  return {
    landlordId,
    name: `${faker.word.adjective({ length: { min: 4, max: 9 } }).replace(/^./, (c) => c.toUpperCase())} ${faker.helpers.arrayElement(['Apartments', 'Commons', 'Residences', 'Lofts', 'Village', 'Place', 'Towers'])} ${faker.number.int({ min: 1, max: 999 })}`,
    buildingType: faker.helpers.arrayElement(BUILDING_TYPES),
    totalUnits: faker.number.int({ min: 24, max: 480 }),
    emailAddress: faker.internet.email({ provider: 'demo-properties.test' }).toLowerCase(),
    billingStreet: faker.location.streetAddress(),
    billingCity: city,
    billingState: faker.helpers.arrayElement(states),
    billingZip: faker.location.zipCode('#####'),
  };
}

/** Inserts rows in batches so a large seed stays within parameter limits. */
export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}

interface ApplicationPlan {
  stage: StageCode;
  riderNumber: number | null;
}

/**
 * Applications for the given buildings, every stage represented; issued policies (Stage05) get a rider
 * number, coverage dates and 1–4 tenants, and some are flagged for review as DESIGN.md defines.
 */
export async function seedApplications(
  q: Db,
  faker: Faker,
  /** The one landlord of these buildings: every application carries it (decision 8). */
  landlordId: string,
  buildingIds: string[],
  count: number,
  firstRiderNumber: number,
  today: Date,
): Promise<number> {
  const plans: ApplicationPlan[] = [];
  let rider = firstRiderNumber;
  for (let i = 0; i < count; i += 1) {
    // Every stage appears in the first few; after that most applications are issued policies.
    const stage =
      i < STAGE_CODES.length
        ? STAGE_CODES[i]!
        : faker.helpers.weightedArrayElement<StageCode>([
            { weight: 55, value: 'Stage05' },
            ...STAGE_CODES.filter((s) => s !== 'Stage05').map((value) => ({ weight: 45 / 7, value })),
          ]);
    plans.push({ stage, riderNumber: stage === 'Stage05' || stage === 'Cancelled' ? rider++ : null });
  }

  const appRows = plans.map((plan, i) => {
    const leaseStart = faker.date.between({ from: addMonths(today, -18), to: addMonths(today, 2) });
    const leaseEnd = addMonths(leaseStart, faker.helpers.arrayElement([6, 12, 12, 12, 18, 24]));
    const rent = faker.number.int({ min: 9, max: 60 }) * 100;
    const issued = plan.riderNumber !== null;
    const ended = leaseEnd < today;
    const movedOut = issued && !ended && faker.number.int({ min: 1, max: 25 }) === 1;
    const premiumLate = issued && !ended && faker.number.int({ min: 1, max: 30 }) === 1;
    const flagReason =
      !issued || plan.stage === 'Cancelled'
        ? null
        : ended
          ? 'lease-ended'
          : movedOut
            ? 'moved-out'
            : premiumLate
              ? 'premium-unpaid'
              : null;
    const months = faker.helpers.arrayElement([2, 3, 4, 6]);
    return {
      buildingId: buildingIds[i % buildingIds.length]!,
      landlordId,
      stage: plan.stage,
      appType: faker.helpers.arrayElement(PRODUCT_CODES),
      riderId: plan.riderNumber === null ? null : `R-${String(plan.riderNumber).padStart(7, '0')}`,
      issueDate: issued ? isoDate(leaseStart) : null,
      unitNumber: String(faker.number.int({ min: 100, max: 2499 })),
      leaseStartDate: isoDate(leaseStart),
      leaseEndDate: isoDate(leaseEnd),
      coverageStartDate: issued ? isoDate(leaseStart) : null,
      coverageEndDate: issued ? isoDate(leaseEnd) : null,
      grossMonthlyRent: String(rent),
      ldrCoverage: String(rent * months),
      totalCoverageAmount: String(rent * months + 500),
      damagesPremium: faker.helpers.arrayElement(['500', '1000', '1500']),
      // 3.5 % of the rent, in exact cents.
      monthlyPremium: (Math.round(rent * 3.5) / 100).toFixed(2),
      coverageAmountRequestedMonths: months,
      activeLease: issued && !ended && plan.stage !== 'Cancelled',
      missingDocs: plan.stage.includes('02')
        ? faker.helpers
            .arrayElements(['Lease', 'Photo ID', 'Pay stubs', 'Guarantor form'], { min: 1, max: 3 })
            .join('-')
        : null,
      cancellationReason: plan.stage === 'Cancelled' ? 'Tenant moved out before term' : null,
      cancelledAt: plan.stage === 'Cancelled' ? addMonths(today, -1) : null,
      movedOutAt: movedOut ? isoDate(addMonths(today, -1)) : null,
      premiumDueDate: issued ? isoDate(addMonths(today, premiumLate ? -2 : 0)) : null,
      premiumPaidAt: issued && !premiumLate ? addMonths(today, -1) : null,
      flaggedAt: flagReason ? today : null,
      flagReason,
      // A month before the lease, but never after today: a lease may start next month (issue #36).
      createdAt: new Date(Math.min(addMonths(leaseStart, -1).getTime(), today.getTime())),
    };
  });

  const ids: { id: string; issued: boolean }[] = [];
  await insertInBatches(appRows, async (batch) => {
    const rows = await q.insert(applications).values(batch).returning({ id: applications.id });
    rows.forEach((r, j) => ids.push({ id: r.id, issued: batch[j]!.riderId !== null }));
  });

  const tenantRows = ids.flatMap(({ id }) => {
    const n = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 3, value: 2 },
      { weight: 1, value: 3 },
      { weight: 1, value: 4 },
    ]);
    return Array.from({ length: n }, (_, k) => ({
      applicationId: id,
      position: k + 1,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      dob: isoDate(faker.date.birthdate({ min: 19, max: 75, mode: 'age' })),
      portionFee: String(faker.number.int({ min: 50, max: 400 })),
    }));
  });
  await insertInBatches(tenantRows, (batch) => q.insert(tenants).values(batch));

  // Each cancelled policy has its line in the Policy Cancel Log, asked for half a day before it took effect.
  const logRows = appRows.flatMap((row, i) =>
    row.stage === 'Cancelled' && row.riderId && row.cancelledAt
      ? [
          {
            applicationId: ids[i]!.id,
            buildingId: row.buildingId,
            landlordId,
            riderId: row.riderId,
            requestedAt: new Date(row.cancelledAt.getTime() - 12 * 3_600_000),
            effectiveAt: row.cancelledAt,
            reason: row.cancellationReason,
          },
        ]
      : [],
  );
  await insertInBatches(logRows, (batch) => q.insert(cancellationLog).values(batch));
  return rider;
}

export async function insertBuildings(q: Db, rows: ReturnType<typeof fakeBuilding>[]): Promise<string[]> {
  const ids: string[] = [];
  await insertInBatches(rows, async (batch) => {
    const out = await q.insert(buildings).values(batch).returning({ id: buildings.id });
    ids.push(...out.map((r) => r.id));
  });
  return ids;
}
