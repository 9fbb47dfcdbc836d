/** The signed-in user's query keys: changing the profile refreshes everything under `all`. */
export const authKeys = {
  all: ['auth'] as const,
  profile: ['auth', 'profile'] as const,
  profileImage: (id: string | undefined) => ['auth', 'profile-image', id] as const,
};
