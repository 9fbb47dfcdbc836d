import type { FastifyInstance } from 'fastify';
import { ACCEPT_SUCCESS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { acceptInvite } from './accept-invite.js';
import { landlordInvites, propertiesOfUser, propertyInvites } from './invite-lists.js';
import { resendInvite } from './resend-invite.js';
import { inviteLandlord, inviteUser, type SentInvite } from './send-invite.js';

const { invites } = routes;

const sentMessage = ({ renewed, mailed, invite }: SentInvite) =>
  !mailed
    ? `An invite was e-mailed to ${invite.email} moments ago; its link still works.`
    : renewed
      ? `The invite to ${invite.email} was sent again with a new link.`
      : `An invite was sent to ${invite.email}.`;

export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, invites.landlordInvite, async ({ actor, body, request }) => {
    const sent = await inviteLandlord(ctx, whoOf(actor, request), actor, body);
    const data = { invite: sent.invite, renewed: sent.renewed };
    return { message: sentMessage(sent), status: sent.renewed ? 200 : 201, data };
  });
  registerRoute(app, ctx, invites.landlordInvites, async ({ actor, query }) => ({
    data: await landlordInvites(ctx, actor, query),
  }));
  registerRoute(app, ctx, invites.inviteUser, async ({ actor, body, request }) => {
    const sent = await inviteUser(ctx, whoOf(actor, request), actor, body);
    return {
      message: sentMessage(sent),
      status: sent.renewed ? 200 : 201,
      data: { invite: sent.invite, renewed: sent.renewed, type: body.type },
    };
  });
  registerRoute(app, ctx, invites.propertyInvites, async ({ actor, body }) => ({
    data: await propertyInvites(ctx, actor, body),
  }));
  registerRoute(app, ctx, invites.propertiesOfUser, async ({ actor, body }) => ({
    data: await propertiesOfUser(ctx, actor, body.userId),
  }));
  registerRoute(app, ctx, invites.acceptInvite, async ({ actor, body, request }) => ({
    message: ACCEPT_SUCCESS,
    data: await acceptInvite(ctx, whoOf(actor, request), actor, body.token),
  }));
  registerRoute(app, ctx, invites.resendInvite, async ({ actor, body, request }) => {
    const sent = await resendInvite(ctx, whoOf(actor, request), actor, body.id);
    return { message: sentMessage(sent), data: { invite: sent.invite, renewed: sent.renewed } };
  });
}
