import type { FastifyInstance } from 'fastify';
import { ANSWERS, DELETE_SUCCESS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import {
  deleteUser,
  landlordTree,
  moveUser,
  rmTree,
  userOptions,
  usersInScope,
  vpTree,
} from './users.service.js';

const { users } = routes;

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, users.activeLandlords, async ({ actor, query }) => ({
    data: await usersInScope(ctx, actor, { role: 'll' }, query),
  }));
  for (const [route, role] of [
    [users.vpUsers, 'vp'],
    [users.rmUsers, 'rm'],
    [users.pmUsers, 'pm'],
  ] as const) {
    registerRoute(app, ctx, route, async ({ actor, query }) => ({
      data: await usersInScope(ctx, actor, { role, landlordId: query.landlordId }, query),
    }));
  }
  registerRoute(app, ctx, users.userBuildingSearch, async ({ actor, body }) => ({
    data: await usersInScope(
      ctx,
      actor,
      { role: body.role, landlordId: body.landlordId, search: body.search },
      body,
    ),
  }));
  registerRoute(app, ctx, users.deleteUser, async ({ actor, body, request }) => ({
    message: DELETE_SUCCESS,
    data: await deleteUser(ctx, whoOf(actor, request), actor, body.id),
  }));
  registerRoute(app, ctx, users.deleteLandlord, async ({ actor, query, request }) => ({
    message: DELETE_SUCCESS,
    data: await deleteUser(ctx, whoOf(actor, request), actor, query.id, 'll'),
  }));
  registerRoute(app, ctx, users.landlordTree, async ({ actor, query }) => ({
    data: await landlordTree(ctx, actor, query),
  }));
  registerRoute(app, ctx, users.vpTree, async ({ actor, query }) => ({
    data: await vpTree(ctx, actor, query.landlordId, query),
  }));
  registerRoute(app, ctx, users.rmTree, async ({ actor, query }) => ({
    data: await rmTree(ctx, actor, query.managerId, query),
  }));
  registerRoute(app, ctx, users.delegationMoveOut, async ({ actor, body, request }) => ({
    message: ANSWERS.userMoved,
    data: await moveUser(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, users.userOptions, async ({ actor, query }) => ({
    data: await userOptions(ctx, actor, { role: query.role, landlordId: query.landlordId }, query),
  }));
}
