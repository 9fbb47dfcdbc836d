import type { PdfTemplate } from '../../platform/pdf/template.js';

/** The certificate of coverage of an issued policy. */
export const CERTIFICATE: PdfTemplate = {
  title: 'Certificate of Coverage {{rider-id}}',
  sections: [
    {
      lines: [
        'This certifies that the lease described below is covered by a lease guarantee policy (rider {{rider-id}}), issued to {{account-name}} on the terms of its guarantee agreement.',
      ],
    },
    {
      heading: 'Policy',
      lines: [
        'Rider ID: {{rider-id}}',
        'Tenant(s): {{tenant-name}}',
        'Coverage period: {{coverage-start}} to {{coverage-end}}',
        'Lease term: {{lease-start}} to {{lease-end}}',
        'Total coverage amount: {{coverage-amount}}',
        'Gross monthly rent: {{monthly-rent}}',
      ],
    },
    {
      heading: 'Property',
      lines: [
        '{{building-name}}, unit {{unit}}',
        '{{address-street}}, {{address-city}}, {{address-state}} {{address-zip}}',
      ],
    },
    {
      heading: 'Landlord',
      lines: [
        '{{landlord-name}}',
        'Primary contact: {{primary-contact}}',
        'Email: {{email}}  Phone: {{phone}}',
      ],
    },
    {
      lines: [
        'Coverage applies to loss as defined in the agreement: Missed Rents, Damages, Re-rent Shortfall and Related Expenses, within the coverage period and amount above.',
        'Issued {{document-date}}.',
      ],
    },
  ],
};

/** The notice a landlord gets when a policy is cancelled. */
export const CANCELLATION_NOTICE: PdfTemplate = {
  title: 'Cancellation Notice {{rider-id}}',
  sections: [
    {
      lines: [
        'Dear {{primary-contact}},',
        'the lease guarantee policy below, held by {{account-name}}, has been cancelled. Cancellation takes effect within 24 hours of the request, at {{effective-date}}.',
      ],
    },
    {
      heading: 'Policy',
      lines: [
        'Rider ID: {{rider-id}}',
        'Tenant(s): {{tenant-name}}',
        'Property: {{building-name}}, unit {{unit}}, {{address-street}}, {{address-city}}, {{address-state}} {{address-zip}}',
        'Reason: {{cancellation-reason}}',
      ],
    },
    {
      heading: 'What this means',
      lines: [
        'There is no coverage for loss (Missed Rents, Damages, Re-rent Shortfall and Related Expenses) after the effective date.',
        'Cancellation may be irreversible, and reinstatement is not guaranteed.',
        'Premiums and invoices already due before the effective date remain due.',
      ],
    },
    { lines: ['Issued {{document-date}}.'] },
  ],
};
