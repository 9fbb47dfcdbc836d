/** The invite lists' query keys. */
export const inviteKeys = {
  all: ['invites'] as const,
  property: (role: unknown, landlordId: string | null | undefined, params: unknown) =>
    ['invites', 'property', role, landlordId, params] as const,
  landlords: (type: unknown, params: unknown) => ['invites', 'landlords', type, params] as const,
};
