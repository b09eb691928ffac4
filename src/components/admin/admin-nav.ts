import {
  Briefcase,
  LayoutDashboard,
  Lightbulb,
  Newspaper,
  Settings,
  UserRoundSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';

interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard), not on its children. */
  end?: boolean;
  /** Leads and users are personal data: admins only. */
  adminOnly?: boolean;
}

/** Sidebar entries, in the product's order. */
const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Cases', to: '/admin/cases', icon: Briefcase },
  { label: 'Insights', to: '/admin/insights', icon: Lightbulb },
  { label: 'Usuários', to: '/admin/users', icon: Users, adminOnly: true },
  { label: 'Leads', to: '/admin/leads', icon: UserRoundSearch, adminOnly: true },
  { label: 'Notícias', to: '/admin/noticias', icon: Newspaper },
  { label: 'Configurações', to: '/admin/configuracoes', icon: Settings },
];

export function visibleNavItems(isAdmin: boolean): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly);
}
