import { Skeleton } from '@/components/ui/skeleton';
import { LeadDeliverySection } from '@/domains/leads/admin/lead-delivery-section';
import { ChangePasswordSection } from '@/domains/staff/admin/change-password-section';
import { TeamSecuritySection } from '@/domains/staff/admin/team-security-section';
import { TwoFactorSection } from '@/domains/staff/admin/two-factor-section';
import { useAuth } from '@/domains/staff/hooks/use-auth';

import { SettingsOverview } from './settings-overview';

/**
 * /admin/configuracoes: for admins, 'Notificações de leads' first (the database lets only admins
 * read and change them, `private.is_admin()`); for everyone, their password and authenticator app;
 * for admins, the team's security rules; then the general cards and system info.
 */
export function SettingsPage() {
  const { isAdmin, profileLoading } = useAuth();
  return (
    <div className="space-y-8">
      {profileLoading ? (
        <div aria-busy="true">
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : (
        isAdmin && <LeadDeliverySection />
      )}
      <ChangePasswordSection />
      <TwoFactorSection />
      {isAdmin && <TeamSecuritySection />}
      <SettingsOverview leadNotificationsShown={isAdmin} />
    </div>
  );
}
