import { PenLine, ShieldCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff-roles';

/** A staff role with its icon: accent for admins, neutral for editors (`className` recolours it). */
export function RoleBadge({ role, className }: { role: StaffRole; className?: string }) {
  const Icon = role === 'admin' ? ShieldCheck : PenLine;
  return (
    <Badge variant={role === 'admin' ? 'accent' : 'neutral'} className={className}>
      <Icon aria-hidden="true" />
      {STAFF_ROLE_LABELS[role]}
    </Badge>
  );
}
