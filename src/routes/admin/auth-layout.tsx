import { Outlet } from 'react-router';

import { AuthProvider } from '@/domains/staff/components/auth-provider';

/**
 * Pathless layout around every /admin route (login included): the only place the auth provider,
 * and with it supabase-js, is mounted. Public routes never load this module. Not prerendered.
 */
export default function AdminAuthLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
