import { EXTERNAL_TEXTS } from '@lease/contract';
import type { Actor, ActorGrant } from './actor.js';

/**
 * Why an external's grant no longer lets it in (decision 0032), or null while it does: none left (it was
 * revoked, or belongs to another landlord) or past its end at `now`. Other roles hold no grant: null.
 */
export function grantRefusal(
  actor: Pick<Actor, 'role' | 'landlordId'> & { grant?: ActorGrant | null },
  now: Date,
): string | null {
  if (actor.role !== 'external') return null;
  const grant = actor.grant;
  if (!grant || grant.landlordId !== actor.landlordId) return EXTERNAL_TEXTS.accessEnded;
  if (grant.expiresAt && grant.expiresAt.getTime() <= now.getTime()) return EXTERNAL_TEXTS.accessExpired;
  return null;
}
