import { describe, expect, it } from 'vitest';
import {
  claimDataSchema,
  claimRuleIssues,
  isLateFiling,
  isUsPhone,
  leaseTermOutsidePolicy,
  tenantIssues,
} from './claim-data.js';
import { claimFileTypeOf } from './files.js';

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => new TextEncoder().encode(s);
const zip = (entries: string) => new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...ascii(entries)]);

describe('claim files are judged by their content (file 2 §5)', () => {
  it.each([
    ['pdf', ascii('%PDF-1.7 ...'), 'x.bin'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'photo.png'],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'scan'],
    ['heic', new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic')]), 'IMG_1.HEIC'],
    ['docx', zip('[Content_Types].xml ... word/document.xml'), 'lease.zip'],
    ['xlsx', zip('[Content_Types].xml ... xl/workbook.xml'), 'ledger'],
    ['xlsx', zip('[Content_Types].xml'), 'ledger.xlsx'],
  ] as const)('reads %s whatever the name', (type, head, name) => {
    expect(claimFileTypeOf(head, name)).toBe(type);
  });

  it.each([
    ['a program renamed .pdf', bytes(0x4d, 0x5a, 0x90, 0), 'lease.pdf'],
    ['a plain zip renamed .docx', zip('photos/one.jpg'), 'lease.docx'],
    ['a gif', ascii('GIF89a'), 'a.gif'],
    ['nothing', new Uint8Array(), 'empty.pdf'],
  ])('refuses %s', (_label, head, name) => {
    expect(claimFileTypeOf(head, name)).toBeNull();
  });
});

describe('claim rules (file 2 §5)', () => {
  const base = claimDataSchema.parse({
    kindOfClaim: 'llp',
    riderId: '00000000-0000-4000-8000-000000000000',
    propertyState: 'NY',
    leaseStartDate: '2026-01-01',
    leaseEndDate: '2026-12-31',
    tenants: [],
    securityDeposit: '1500',
    claimType: { tenantDefault: true },
    relatedExpense: 'No',
    paymentAgreement: 'No',
    rentDate: '2026-10-01',
    evictionFiledStatus: false,
    contactName: 'Pat',
    contactTitle: 'PM',
    contactEmail: 'pat@demo.test',
    contactPhone: '(212) 555-0100',
    paymentMethod: 'eCheck',
    receiptPayee: 'LLC',
    receiptEmail: 'ap@demo.test',
    additionalComment: 'Rent unpaid',
  });
  const today = '2026-11-25';

  it('accepts a complete claim', () => {
    expect(claimRuleIssues(base, today)).toEqual([]);
  });

  it('asks a payment-agreement date only with a Yes, and the late-filing text from 120 days', () => {
    expect(claimRuleIssues({ ...base, paymentAgreement: 'Yes' }, today)).toContainEqual({
      path: 'agreedPaymentDate',
      message: 'Agreed Payment Date is required',
    });
    expect(isLateFiling('2026-07-28', today)).toBe(true);
    expect(isLateFiling('2026-07-29', today)).toBe(false);
  });

  it('keeps No Show alone and without related expenses', () => {
    const issues = claimRuleIssues(
      { ...base, claimType: { ...base.claimType, noShow: true }, relatedExpense: 'Yes' },
      today,
    );
    expect(issues.map((i) => i.message)).toEqual([
      'No Show cannot be combined with another type',
      'A No Show claim has no related expenses',
    ]);
  });

  it('takes a US phone in the mask only', () => {
    expect(isUsPhone('(212) 555-0100')).toBe(true);
    expect(isUsPhone('(112) 555-0100')).toBe(false);
    expect(isUsPhone('(212) 155-0100')).toBe(false);
    expect(isUsPhone('212-555-0100')).toBe(false);
  });

  it('compares lease and policy terms by month and year', () => {
    const policy = { start: '2026-01-01', end: '2026-12-31' };
    expect(leaseTermOutsidePolicy({ start: '2026-01-15', end: '2026-12-01' }, policy)).toBe(false);
    expect(leaseTermOutsidePolicy({ start: '2026-02-01', end: '2026-12-31' }, policy)).toBe(true);
  });

  it('needs a date of birth for every tenant on the policy, and no one else', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(tenantIssues({ tenants: [] }, [id], today)).toHaveLength(1);
    expect(
      tenantIssues({ tenants: [{ id, name: 'A B', Date_of_Birth__c_changed: '1990-01-01' }] }, [id], today),
    ).toEqual([]);
    expect(
      tenantIssues({ tenants: [{ id, name: 'A B', Date_of_Birth__c_changed: '1990-01-01' }] }, [], today),
    ).toHaveLength(1);
  });
});
