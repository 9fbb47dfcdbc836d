import type { ClientSection } from '@lease/contract';
import type { ComponentType } from 'react';

/**
 * Each section's page, loaded when first opened; a section the contract adds does not compile without one.
 * Only types come from the contract: the router imports this, and a value from the contract here would
 * tie the router's chunk to the contract's and evaluate before it (a blank app).
 */
export const SECTION_PAGES: Record<ClientSection, () => Promise<ComponentType>> = {
  overview: () => import('./OverviewSection').then((m) => m.OverviewSection),
  policies: () => import('./PoliciesSection').then((m) => m.PoliciesSection),
  claims: () => import('./ClaimsSection').then((m) => m.ClaimsSection),
  invoices: () => import('./InvoicesSection').then((m) => m.InvoicesSection),
  documents: () => import('./DocumentsSection').then((m) => m.DocumentsSection),
};
