import {
  Briefcase,
  ChartLine,
  FolderOpen,
  History,
  LayoutDashboard,
  Images,
  Lightbulb,
  Newspaper,
  Settings,
  ShieldCheck,
  Signpost,
  Trash2,
  UserRoundSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';

interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard, leads), not on its children. */
  end?: boolean;
  /**
   * Leads, LGPD requests, users and the activity log are personal data, redirects change the whole
   * site: admins only.
   */
  adminOnly?: boolean;
}

/** Sidebar entries, in the product's order. */
const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Cases', to: '/admin/cases', icon: Briefcase },
  { label: 'Insights', to: '/admin/insights', icon: Lightbulb },
  { label: 'Categorias', to: '/admin/categorias', icon: FolderOpen },
  { label: 'Mídia', to: '/admin/midia', icon: Images },
  { label: 'Tráfego', to: '/admin/trafego', icon: ChartLine },
  { label: 'Usuários', to: '/admin/users', icon: Users, adminOnly: true },
  // `end`: on /admin/leads/lgpd the LGPD entry is the current one, not Leads as well.
  { label: 'Leads', to: '/admin/leads', icon: UserRoundSearch, adminOnly: true, end: true },
  { label: 'Privacidade (LGPD)', to: '/admin/leads/lgpd', icon: ShieldCheck, adminOnly: true },
  { label: 'Notícias', to: '/admin/noticias', icon: Newspaper },
  { label: 'Redirecionamentos', to: '/admin/redirecionamentos', icon: Signpost, adminOnly: true },
  { label: 'Atividade', to: '/admin/atividade', icon: History, adminOnly: true },
  { label: 'Lixeira', to: '/admin/lixeira', icon: Trash2 },
  { label: 'Configurações', to: '/admin/configuracoes', icon: Settings },
];

export function visibleNavItems(isAdmin: boolean): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly);
}
