/**
 * Placeholder keys of document templates: those of the spec (file 1 §3.6: rider-id, building-name,
 * landlord-name, tenant-name, username, primary-contact, invoice-number, invoice-description, the
 * address parts, phone, email, account-name) and the policy facts a certificate or notice states.
 */
export const PLACEHOLDER_KEYS = [
  'rider-id',
  'building-name',
  'landlord-name',
  'tenant-name',
  'username',
  'primary-contact',
  'invoice-number',
  'invoice-description',
  'address-street',
  'address-city',
  'address-state',
  'address-zip',
  'phone',
  'email',
  'account-name',
  'unit',
  'lease-start',
  'lease-end',
  'coverage-start',
  'coverage-end',
  'coverage-amount',
  'monthly-rent',
  'effective-date',
  'cancellation-reason',
  'document-date',
] as const;
export type PlaceholderKey = (typeof PLACEHOLDER_KEYS)[number];
export type Placeholders = Partial<Record<PlaceholderKey, string | null>>;

/** A document's text with `{{key}}` placeholders: a title, then sections of a heading and lines. */
export interface PdfTemplate {
  title: string;
  sections: { heading?: string; lines: string[] }[];
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const KNOWN = new Set<string>(PLACEHOLDER_KEYS);

/** Every placeholder a template names, in order of appearance. */
export function placeholdersIn(template: PdfTemplate): string[] {
  const texts = [template.title, ...template.sections.flatMap((s) => [s.heading ?? '', ...s.lines])];
  return texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));
}

/**
 * The template with its placeholders filled. A placeholder that is not a known key is a mistake in the
 * template and throws; a known key without a value reads as a dash.
 */
export function fillTemplate(template: PdfTemplate, values: Placeholders): PdfTemplate {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_all, key: string) => {
      if (!KNOWN.has(key)) throw new Error(`Unknown placeholder {{${key}}} in template "${template.title}"`);
      const value = values[key as PlaceholderKey];
      return value === null || value === undefined || value.trim() === '' ? '—' : value;
    });
  return {
    title: fill(template.title),
    sections: template.sections.map((s) => ({
      ...(s.heading === undefined ? {} : { heading: fill(s.heading) }),
      lines: s.lines.map(fill),
    })),
  };
}
