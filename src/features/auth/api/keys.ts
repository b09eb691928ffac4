/** Query-key factory for the auth domain (the signed-in staff member's profile). */
export const authKeys = {
  all: ['auth'] as const,
  profiles: () => [...authKeys.all, 'profile'] as const,
  profile: (userId: string) => [...authKeys.profiles(), userId] as const,
};
