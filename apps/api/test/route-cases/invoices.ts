import { server, tokens } from '../case-helpers.js';
import { FILES } from '../claim-cases.js';
import { callbackQuery, disputeBody, disputeForm, freshInvoice, openDisputeOn } from '../invoice-cases.js';
import type { MatrixCase } from './matrix-case.js';

/** The invoices routes' cases. */
export const invoicesCases: Record<string, MatrixCase> = {
  'invoice.list': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'invoice.search': {
    input: () => ({ query: { invoiceNum: 'INV-' } }),
    crossLandlord: {
      none: "a search by number: another landlord's invoices are simply not found (invoices.routes.test)",
    },
  },
  'property.invoice': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: (await freshInvoice(server.db)).id } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherInvoiceId } }),
  },
  'invoice.pdf': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: (await freshInvoice(server.db)).id } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherInvoiceId } }),
  },
  'invoice.policy': {
    input: (f) => ({ query: { riderId: f.pmRiderId } }),
    crossLandlord: (f) => ({ query: { riderId: f.otherRiderId } }),
  },
  'invoice.dispute': {
    prepare: async (role) => {
      const invoice = await freshInvoice(server.db);
      const fields = {
        invoiceId: invoice.id,
        lineIds: invoice.lineIds,
        reason: 'Duplicate',
        comment: 'Billed twice.',
      };
      return { token: tokens[role], input: { body: disputeBody(fields), form: disputeForm(fields) } };
    },
    crossLandlord: (f) => {
      const fields = { invoiceId: f.otherInvoiceId, lineIds: [], reason: 'Other', comment: 'Not ours.' };
      return { body: disputeBody(fields), form: disputeForm(fields) };
    },
  },
  'invoice.dispute-message': {
    prepare: async (role) => {
      const disputeId = await openDisputeOn(server, tokens.ll, await freshInvoice(server.db));
      return { token: tokens[role], input: { body: { disputeId, body: 'Any news?' } } };
    },
    crossLandlord: (f) => ({ body: { disputeId: f.otherDisputeId, body: 'Any news?' } }),
  },
  'invoice.dispute-attachment': {
    prepare: async (role) => {
      const invoice = await freshInvoice(server.db);
      const disputeId = await openDisputeOn(server, tokens.ll, invoice, {
        name: 'note.pdf',
        bytes: FILES.pdf,
      });
      return { token: tokens[role], input: { query: { disputeId } } };
    },
    crossLandlord: (f) => ({ query: { disputeId: f.otherDisputeId } }),
  },
  'invoice.dispute-resolve': {
    prepare: async (role) => {
      const disputeId = await openDisputeOn(server, tokens.ll, await freshInvoice(server.db));
      return { token: tokens[role], input: { body: { disputeId, outcome: 'reject', note: 'As agreed.' } } };
    },
    crossLandlord: { none: 'admin only; billing staff see every invoice' },
  },
  'invoice.mark-paid': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: (await freshInvoice(server.db)).id, paidOn: '2026-11-20' } },
    }),
    crossLandlord: { none: 'admin only; billing staff see every invoice' },
  },
  'invoice.issue': {
    input: () => ({ body: { month: '2019-01' } }),
    crossLandlord: { none: 'admin only; issues every landlord of a month' },
  },
  // The suites run these against the stand-in accounting system (accounting-stand-in.ts).
  'invoice.oauth': { crossLandlord: { none: 'admin only; the one accounting connection' } },
  'invoice.oauth-callback': {
    prepare: async () => ({ token: null, input: { query: await callbackQuery(server, tokens.admin) } }),
    crossLandlord: { none: 'public; answers only a state this server issued' },
  },
};
