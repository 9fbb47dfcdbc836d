import {
  API_KEY_TEXTS,
  KEYS_PER_LANDLORD,
  type ApiKeyRow,
  type KeyPerson,
  type routes,
} from '@lease/contract';
import type { z } from 'zod';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import { hashKey, keyPrefixOf, newKeySecret } from '../../platform/auth/api-keys.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { userById } from '../users/users.repository.js';
import {
  findKeys,
  insertKey,
  keysOfLandlord,
  lockLandlord,
  peopleForKeys,
  revokeOnce,
} from './api-keys.repository.js';

type CreateBody = z.output<typeof routes.apiKeys.createApiKeyBody>;

const DAY_MS = 86_400_000;

export const listKeys = (ctx: AppContext, actor: Actor): Promise<ApiKeyRow[]> =>
  findKeys(ctx.database.db, accessFor(ctx, actor));

export const keyPeople = (ctx: AppContext, actor: Actor): Promise<KeyPerson[]> =>
  peopleForKeys(ctx.database.db, accessFor(ctx, actor));

/** The person a key acts as, as the guard would make it: what the key's chosen buildings are judged by. */
async function actorOfPerson(ctx: AppContext, person: KeyPerson): Promise<Actor> {
  const row = await userById(ctx.database.db, person.id);
  if (!row?.landlordId) throw badRequest(API_KEY_TEXTS.personWithoutLandlord);
  const { passwordHash: _, ...user } = row;
  return {
    userId: user.id,
    role: user.role,
    landlordId: user.landlordId,
    sessionId: '',
    mfaPending: false,
    user,
  };
}

/**
 * Makes a key acting as the caller or one of the people it manages, with that person's scope or less.
 * The secret is returned here once; only its hash is kept.
 */
export async function createKey(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  body: CreateBody,
): Promise<{ key: ApiKeyRow; secret: string }> {
  const access = accessFor(ctx, actor);
  const userId = body.userId ?? (actor.role === 'admin' ? null : actor.userId);
  if (!userId) throw badRequest(API_KEY_TEXTS.choosePerson, [{ path: 'userId', message: 'Required' }]);
  const [person] = await peopleForKeys(ctx.database.db, access, userId);
  if (!person) throw notFound('Person');
  const acting = await actorOfPerson(ctx, person);
  const buildingIds = [...new Set(body.buildingIds)];
  const expiresAt = body.expiresOn ? new Date(Date.parse(`${body.expiresOn}T00:00:00Z`) + DAY_MS) : null;
  if (expiresAt && expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw badRequest(API_KEY_TEXTS.expiresInPast, [
      { path: 'expiresOn', message: API_KEY_TEXTS.expiresInPast },
    ]);
  }
  const secret = newKeySecret();
  const id = await change(
    ctx,
    who,
    {
      action: 'apikey.create',
      subjectType: 'api_key',
      detail: { name: body.name, userId, readOnly: body.readOnly, buildings: buildingIds.length },
      from: (keyId: string) => ({ subjectId: keyId }),
    },
    async ({ tx }) => {
      // Only buildings the person sees now; the guard keeps to those it still sees on each call.
      const seen = await accessFor(ctx, acting).visible(tx, 'buildings', buildingIds);
      if (seen.length !== buildingIds.length) {
        throw badRequest(API_KEY_TEXTS.buildingsOutOfScope, [
          { path: 'buildingIds', message: API_KEY_TEXTS.buildingsOutOfScope },
        ]);
      }
      // One landlord's keys are counted under a lock on its row, so two creates cannot pass the cap.
      await lockLandlord(tx, acting.landlordId!);
      if ((await keysOfLandlord(tx, acting.landlordId!)) >= KEYS_PER_LANDLORD) {
        throw conflict(API_KEY_TEXTS.tooMany);
      }
      return insertKey(tx, {
        landlordId: acting.landlordId!,
        userId,
        name: body.name,
        prefix: keyPrefixOf(secret),
        keyHash: hashKey(secret),
        readOnly: body.readOnly,
        buildingIds,
        expiresAt,
        createdBy: actor.userId,
      });
    },
  );
  const [key] = await findKeys(ctx.database.db, accessFor(ctx, actor), id);
  return { key: key!, secret };
}

/**
 * Revokes a key the caller may see; every instance refuses it within a second (the trigger's NOTIFY).
 * The database settles simultaneous revokes: the update waits on the row and only one finds it live, so
 * one revoke row is written; the others are refused (409) and logged as such.
 */
export async function revokeKey(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<ApiKeyRow> {
  const access = accessFor(ctx, actor);
  await change(
    ctx,
    who,
    { action: 'apikey.revoke', subjectType: 'api_key', subjectId: id },
    async ({ tx }) => {
      const [key] = await findKeys(tx, access, id);
      if (!key) throw notFound('Key');
      if (!(await revokeOnce(tx, id))) throw conflict(API_KEY_TEXTS.alreadyRevoked);
    },
  );
  const [key] = await findKeys(ctx.database.db, access, id);
  return key!;
}
