import { createContext, useContext } from 'react';

/**
 * The staff member signed in in this tab, for shared admin code (kept drafts, edit presence) that
 * must not depend on the staff domain: the staff domain's AuthProvider provides it.
 */
export interface SignedInStaff {
  id: string;
  email: string;
}

export const SignedInStaffContext = createContext<SignedInStaff | null>(null);

/** Null while nobody is signed in (or outside the admin). */
export function useSignedInStaff(): SignedInStaff | null {
  return useContext(SignedInStaffContext);
}
