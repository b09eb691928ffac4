import { matchesSearch } from '@/lib/text';

import type { Profile } from '../api/get-profile';

/** Profiles whose e-mail contains the search (case- and accent-insensitive); everyone when it is blank. */
export function filterProfilesByEmail(profiles: readonly Profile[], search: string): Profile[] {
  return profiles.filter((profile) => matchesSearch(search, profile.email));
}
