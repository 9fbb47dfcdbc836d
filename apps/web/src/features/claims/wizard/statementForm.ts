import {
  statementIssues,
  statementLineSchema,
  statementTotal,
  type StatementKind,
  type StatementLine,
} from '@lease/contract';

/** A statement line as the wizard holds it: every field a string, the month kept only for rent. */
export interface StatementEntry {
  kind: StatementKind;
  month: string;
  amount: string;
  description: string;
}

export const NEW_LINE: StatementEntry = { kind: 'rent', month: '', amount: '', description: '' };

/** The kinds a filer may choose: legal and filing expenses only when related expenses is Yes. */
export const kindsOffered = (kinds: readonly StatementKind[], relatedExpense: string) =>
  kinds.filter((k) => k !== 'legal' || relatedExpense === 'Yes');

/** The lines as the claim JSON sends them (`claimStatement`): a month on rent lines only. */
export const statementOf = (entries: readonly StatementEntry[]): StatementLine[] =>
  entries.map(({ kind, month, amount, description }) => ({
    kind,
    ...(kind === 'rent' && month ? { month } : {}),
    amount,
    description: description.trim(),
  }));

/**
 * Each line's first problem, by index: its own shape (the contract's line schema), then the rules
 * between lines and answers (the same `statementIssues` the server runs).
 */
export function statementErrors(entries: readonly StatementEntry[], relatedExpense: string): string[] {
  const errors: string[] = [];
  const lines = statementOf(entries);
  lines.forEach((line, i) => {
    const parsed = statementLineSchema.safeParse(line);
    if (!parsed.success) errors[i] ??= parsed.error.issues[0]!.message;
  });
  // The rules run on the well-formed lines; their issues name the index among those.
  const wellFormed = lines.map((_, i) => i).filter((i) => !errors[i]);
  for (const issue of statementIssues(
    wellFormed.map((i) => lines[i]!),
    { relatedExpense },
  )) {
    const index = wellFormed[Number(issue.path.split('.')[1])];
    if (index !== undefined) errors[index] ??= issue.message;
  }
  return errors;
}

/** The statement's total, counting only the amounts that read as money. */
export const entriesTotal = (entries: readonly StatementEntry[]) =>
  statementTotal(entries.filter((e) => /^\d{1,10}(?:\.\d{1,2})?$/.test(e.amount)));
