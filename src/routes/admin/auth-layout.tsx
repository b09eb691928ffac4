import { Outlet, useLocation } from 'react-router';

import { AuthProvider } from '@/domains/staff/components/auth-provider';
import { holdsStaffSession } from '@/lib/get-supabase';

/** The sign-in page: with no session kept in this browser it needs no supabase-js to show its form. */
const LOGIN_PATH = '/admin/login';

/**
 * Pathless layout around every /admin route (login included): the only place the auth provider,
 * and with it supabase-js, is mounted. Public routes never load this module. Not prerendered.
 * On the login page of a browser without a session, supabase-js waits for the sign-in.
 */
export default function AdminAuthLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider connectAtOnce={pathname !== LOGIN_PATH || holdsStaffSession()}>
      <Outlet />
    </AuthProvider>
  );
}
