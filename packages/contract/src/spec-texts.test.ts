import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_STEP_LABELS,
  CLAIM_TEXTS,
  CLAIM_TYPE_LABELS,
  DAMAGE_PLACE_LABELS,
  DAMAGE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
} from './claims/texts.js';
import { MESSAGES } from './constants.js';
import { DOCUMENT_TEXTS } from './documents.js';
import { BREADCRUMB_LEAD, FLAGGED_TOOLTIP, GUIDE_TITLES, isMenuGroup, MENU } from './menu.js';
import { PALETTES } from './palettes.js';
import { EMAIL_DELETE_SUCCESS } from './emails/texts.js';
import { ACCEPT_SUCCESS, DECLINE_SUCCESS, DELETE_SUCCESS } from './routes/notifications.js';
import { SPEC_TEXTS, type SpecTextKey } from './spec-texts.fixture.js';

/** Menu labels by key, groups and their links alike. */
const MENU_LABELS = new Map(
  MENU.flatMap((item) => [item, ...(isMenuGroup(item) ? item.children : [])]).map((i) => [i.key, i.label]),
);
const byPrefix = (prefix: string, labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([k, v]) => [`${prefix}.${k}`, v]));

/**
 * The constant that carries each fixture text, by the fixture's keys: a text added there without its
 * constant here is undefined and fails. The spec's placeholders (N, {email}) stand in for the variable part.
 * `null`: the web app alone carries it, and e2e/tests/spec-texts.spec.ts finds it on its screen.
 */
const CARRIED: Record<SpecTextKey, string | null | undefined> = {
  forgotPassword: null,
  lostInvite: null,
  ...(MESSAGES as Record<string, string>),
  emailDeleteSuccess: EMAIL_DELETE_SUCCESS,
  acceptSuccess: ACCEPT_SUCCESS,
  declineSuccess: DECLINE_SUCCESS,
  deleteSuccess: DELETE_SUCCESS,
  noDocs: DOCUMENT_TEXTS.noDocs,
  noMissingDocs: DOCUMENT_TEXTS.noMissingDocs,
  unknownType: DOCUMENT_TEXTS.unknownType,
  breadcrumbLead: BREADCRUMB_LEAD,
  flaggedTooltip: FLAGGED_TOOLTIP(51).replace(/^51 /, 'N '),
  ...byPrefix('guide', Object.fromEntries(GUIDE_TITLES.entries())),
  ...byPrefix('menu', Object.fromEntries(MENU_LABELS)),
  ...byPrefix('palette', Object.fromEntries(PALETTES.map((p) => [p.key, p.name]))),
  ...(CLAIM_TEXTS as unknown as Record<string, string>),
  eCheck: PAYMENT_METHOD_LABELS.eCheck,
  physicalCheck: PAYMENT_METHOD_LABELS.physical_check,
  tooMany: CLAIM_TEXTS.tooMany(7).replace(' 7 ', ' N '),
  duplicate: CLAIM_TEXTS.duplicate('{email}'),
  futurePolicy: CLAIM_TEXTS.futurePolicy('{email}'),
  ...byPrefix('step', Object.fromEntries(CLAIM_STEP_LABELS.entries())),
  ...byPrefix('claimType', CLAIM_TYPE_LABELS),
  ...byPrefix('damageType', DAMAGE_TYPE_LABELS),
  ...byPrefix('damagePlace', DAMAGE_PLACE_LABELS),
} as Record<SpecTextKey, string | null | undefined>;

/** The spec sits beside the repository (../shared/spec) where the product is built; a copy elsewhere may lack it. */
const SPEC_DIR = new URL('../../../../shared/spec/', import.meta.url);

describe("the spec's texts", () => {
  it.each(Object.entries(SPEC_TEXTS).map(([key, t]) => [key, t.text, t] as const))(
    '%s (%s): the contract carries it word for word',
    (key, _text, entry) => {
      const carried = CARRIED[key as SpecTextKey];
      if (carried === null) expect('screen' in entry, `${key} is checked on no screen`).toBe(true);
      else expect(carried).toBe(entry.text);
    },
  );

  it.skipIf(!existsSync(SPEC_DIR))('are quoted in the spec as copied here', () => {
    const spec = readdirSync(SPEC_DIR)
      .map((f) => readFileSync(new URL(f, SPEC_DIR), 'utf8'))
      .join('\n');
    const texts = Object.values(SPEC_TEXTS).map((t) => t.text);
    expect(texts.filter((t) => !spec.includes(t))).toEqual([]);
  });
});
