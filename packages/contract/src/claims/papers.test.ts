import { describe, expect, it } from 'vitest';
import {
  claimChecklist,
  claimFileKind,
  otherFileKindsField,
  otherFileKindsFor,
  otherFileKindsProblem,
  type PaperFacts,
} from './papers.js';

const facts = (over: Partial<PaperFacts> = {}): PaperFacts => ({
  claimType: { tenantDefault: true },
  relatedExpense: 'No',
  evictionFiledStatus: false,
  acceptableDocument: '',
  ...over,
});
const damages = facts({ claimType: { damages: true } });
const lease = { field: 'leaseFile' };
const ledger = { field: 'ledgerFile' };
const other = (kind?: string | null) => ({ field: 'otherFiles', kind });
const ticks = (f: PaperFacts, files: { field: string; kind?: string | null }[]) =>
  Object.fromEntries(claimChecklist(f, files).map((p) => [p.paper, p.present]));

describe('the papers a claim needs (issue #25, item 4)', () => {
  it('asks the lease and the ledger of every claim, and more as its answers say', () => {
    expect(claimChecklist(facts(), []).map((p) => p.paper)).toEqual(['lease', 'ledger']);
    expect(claimChecklist(damages, []).map((p) => p.paper)).toEqual([
      'lease',
      'ledger',
      'moveOutInspection',
      'damagePhotos',
      'repairInvoices',
    ]);
    expect(claimChecklist(facts({ evictionFiledStatus: true }), []).map((p) => p.paper)).toContain(
      'evictionReceipts',
    );
    expect(claimChecklist(facts({ relatedExpense: 'Yes' }), []).map((p) => p.paper)).toContain(
      'evictionReceipts',
    );
    const noShow = claimChecklist(
      facts({ claimType: { noShow: true }, acceptableDocument: 'Roommate agreement' }),
      [],
    );
    expect(noShow.at(-1)).toEqual({
      paper: 'acceptableDocument',
      label: 'Roommate agreement, dated within 90 days of the lease start',
      present: false,
    });
  });

  it('ticks a paper only for a file said to be it: a lease, a ledger and three unnamed files leave three missing', () => {
    expect(ticks(damages, [lease, ledger, other(), other('other'), other(null)])).toEqual({
      lease: true,
      ledger: true,
      moveOutInspection: false,
      damagePhotos: false,
      repairInvoices: false,
    });
    expect(ticks(damages, [lease, ledger, other('damagePhotos'), other('repairInvoices')])).toEqual({
      lease: true,
      ledger: true,
      moveOutInspection: false,
      damagePhotos: true,
      repairInvoices: true,
    });
  });

  it('counts the lease and ledger parts as their papers, and only them', () => {
    expect(ticks(facts(), [other('lease'), other('ledger')])).toEqual({ lease: true, ledger: true });
    expect(ticks(facts(), [other('nonsense')])).toEqual({ lease: false, ledger: false });
    expect(claimFileKind({ field: 'leaseFile', kind: null })).toBe('lease');
    expect(claimFileKind({ field: 'otherFiles' })).toBe('other');
  });

  it('offers an other file the papers that go under Other Documents, then other', () => {
    expect(otherFileKindsFor(facts()).map((k) => k.kind)).toEqual(['other']);
    expect(otherFileKindsFor(damages).map((k) => k.kind)).toEqual([
      'moveOutInspection',
      'damagePhotos',
      'repairInvoices',
      'other',
    ]);
  });

  it('reads the kinds of a form: one field, or one per file, each a known kind', () => {
    expect(otherFileKindsField.parse('damagePhotos')).toEqual(['damagePhotos']);
    expect(otherFileKindsField.parse(['other', 'repairInvoices'])).toEqual(['other', 'repairInvoices']);
    const unknown = otherFileKindsField.safeParse(['other', 'selfie']);
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({
      path: [1],
      message: expect.stringMatching(
        /^Unknown kind of file: say moveOutInspection, .*, acceptableDocument or other$/,
      ),
    });
  });

  it('wants one kind per other file, each a paper of this claim or other', () => {
    expect(otherFileKindsProblem(damages, ['damagePhotos', 'other'], 2)).toBeNull();
    expect(otherFileKindsProblem(damages, ['damagePhotos'], 2)).toMatch(/gives 1 kind for 2 other files/);
    expect(otherFileKindsProblem(facts(), ['damagePhotos'], 1)).toMatch(
      /^Photos of the damage is not a paper this claim needs/,
    );
  });

  it('counts the kinds and the files in words, singular or plural', () => {
    expect(otherFileKindsProblem(damages, ['damagePhotos', 'other'], 1)).toBe(
      'otherFileKinds gives 2 kinds for 1 other file: give one per file, in order',
    );
    expect(otherFileKindsProblem(damages, ['other'], 3)).toBe(
      'otherFileKinds gives 1 kind for 3 other files: give one per file, in order',
    );
  });

  it('names the kinds a wrong one may be told apart from', () => {
    expect(otherFileKindsProblem(damages, ['evictionReceipts'], 1)).toBe(
      'Court filing receipts for the eviction is not a paper this claim needs: say other, or one of moveOutInspection, damagePhotos, repairInvoices, other',
    );
  });

  it('labels the last choice for an other file Other', () => {
    expect(otherFileKindsFor(facts()).at(-1)).toEqual({ kind: 'other', label: 'Other' });
  });

  it('asks the move-in intent document only of a No Show claim that names one', () => {
    const papersOf = (f: PaperFacts) => claimChecklist(f, []).map((p) => p.paper);
    expect(papersOf(facts({ acceptableDocument: 'Roommate agreement' }))).toEqual(['lease', 'ledger']);
    expect(papersOf(facts({ claimType: { noShow: true } }))).toEqual(['lease', 'ledger']);
  });

  it('reads a stored file of an unknown kind by its part', () => {
    expect(claimFileKind({ field: 'leaseFile', kind: 'selfie' })).toBe('lease');
    expect(claimFileKind({ field: 'otherFiles', kind: 'selfie' })).toBe('other');
  });
});
