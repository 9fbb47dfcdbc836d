import { z } from 'zod';
import { defineRoute } from '../route.js';

/** What needs a person's attention now, one section each, in the order the home shows them. */
export const ATTENTION_KEYS = [
  'flagged',
  'missing-docs',
  'open-claims',
  'filing-windows',
  'requests',
  'invites',
  'invoices',
] as const;
export type AttentionKey = (typeof ATTENTION_KEYS)[number];

/** Key figures, each this calendar month against the last. */
export const FIGURE_KEYS = ['applications', 'policies', 'claims', 'flags'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** A section lists at most this many items; its count is the whole. */
export const ATTENTION_ITEMS_MAX = 5;
/** A filing window 'closes soon' within this many days; an invoice 'comes due' within this many. */
export const CLOSING_SOON_DAYS = 30;
export const DUE_SOON_DAYS = 14;

export const attentionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The day that makes it urgent (flagged on, due on, window closes on), YYYY-MM-DD. */
  date: z.string().nullable(),
  status: z.string().nullable(),
  /** The record's page, opened on it. */
  link: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionSectionSchema = z.object({
  key: z.enum(ATTENTION_KEYS),
  label: z.string(),
  count: z.number(),
  /** The list page these items come from. */
  link: z.string(),
  items: z.array(attentionItemSchema),
});
export type AttentionSection = z.infer<typeof attentionSectionSchema>;

export const figureSchema = z.object({
  key: z.enum(FIGURE_KEYS),
  label: z.string(),
  thisMonth: z.number(),
  lastMonth: z.number(),
  link: z.string(),
});
export type Figure = z.infer<typeof figureSchema>;

export const dashboardSummary = defineRoute({
  id: 'dashboard.summary',
  method: 'GET',
  writes: false,
  path: '/dashboard/summary',
  summary:
    'The home page: what needs attention in scope (flags, missing documents, open claims, closing filing windows, requests, invites, invoices due) and key figures against last month',
  tag: 'Dashboard',
  auth: 'user',
  response: z.object({
    attention: z.array(attentionSectionSchema),
    figures: z.array(figureSchema),
  }),
});

export const dashboardRoutes = [dashboardSummary] as const;
