import { type Role } from '@lease/contract';
import { type Input } from '../case-helpers.js';
import type { Fixtures } from '../fixtures.js';

/**
 * One entry per contract route. `input` is a valid call; `crossLandlord` names another landlord's record
 * (it must answer 404 to the first landlord's people), or says why the route reads no record by id.
 * A route missing here fails the suite: every new call must say how it is guarded.
 */
export interface MatrixCase {
  input?: (f: Fixtures) => Input;
  /** The call spends the token (log out): each role gets a fresh one. */
  spendsToken?: boolean;
  /**
   * For calls whose valid input must be made first (a code from the outbox, a reset link) or that change
   * the caller's own account: builds the token and input of the role's allowed call.
   */
  prepare?: (role: Role) => Promise<{ token: string | null; input: Input }>;
  crossLandlord: ((f: Fixtures) => Input) | { none: string };
  /** More valid calls the bad-input sweep mutates too, by name: a route whose input names one of several lists. */
  sweepAlso?: Record<string, (f: Fixtures) => Input>;
}
