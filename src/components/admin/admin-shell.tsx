import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, PanelLeft, X } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { company } from '@/content/company';
import type { StaffRole } from '@/lib/staff-roles';
import { cn } from '@/lib/utils';

import { visibleNavItems } from './admin-nav';
import {
  isSidebarShortcut,
  MOBILE_QUERY,
  readSidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  writeSidebarCookie,
} from './admin-sidebar-state';
import { RoleBadge } from './role-badge';

interface AdminShellProps {
  children: ReactNode;
  /** The signed-in user's e-mail. */
  email: string;
  /** The staff role from the profile; null while unknown (admin-only entries stay hidden). */
  role: StaffRole | null;
  onSignOut: () => void | Promise<void>;
  /** Initial desktop state; defaults to the `sidebar_state` cookie. */
  defaultOpen?: boolean;
  /** At the header's right end, on every page (the public site's publication status). */
  headerEnd?: ReactNode;
}

function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(MOBILE_QUERY).matches ?? false);
}

/**
 * The back-office frame: a collapsible sidebar (16rem, or 3rem of icons; Ctrl/Cmd+B; state kept
 * in the `sidebar_state` cookie for 7 days), a sheet of 18rem on phones, and the page content.
 */
export function AdminShell({ children, email, role, onSignOut, defaultOpen, headerEnd }: AdminShellProps) {
  const [open, setOpen] = useState(() => defaultOpen ?? readSidebarCookie());
  const [mobileOpen, setMobileOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const setOpenPersisted = useCallback((next: boolean) => {
    setOpen(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobileViewport()) setMobileOpen((current) => !current);
    else setOpenPersisted(!open);
  }, [open, setOpenPersisted]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  // Leaving the phone layout closes the sheet (its focus trap would otherwise stay active).
  useEffect(() => {
    const query = window.matchMedia?.(MOBILE_QUERY);
    if (!query) return;
    const onChange = () => {
      if (!query.matches) setMobileOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };

  const sidebarProps = { email, role, signingOut, onSignOut: handleSignOut };

  return (
    <div className="flex min-h-dvh bg-ink-50">
      {/* The column keeps the sidebar's colour down a long page; the sidebar itself stays in view. */}
      <div
        style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
        className="hidden shrink-0 bg-ink-950 transition-[width] duration-200 ease-out md:block"
      >
        <aside
          id="admin-sidebar"
          aria-label="Menu administrativo"
          data-state={open ? 'expanded' : 'collapsed'}
          className="sticky top-0 h-dvh overflow-hidden text-ink-200"
        >
          <SidebarContent collapsed={!open} {...sidebarProps} />
        </aside>
      </div>

      <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-ink-200 bg-white/95 px-3 backdrop-blur sm:px-4">
            <Dialog.Trigger
              className="grid size-10 place-items-center rounded-lg text-ink-800 hover:bg-ink-100 md:hidden"
              aria-label="Abrir menu"
            >
              <Menu aria-hidden="true" className="size-5" />
            </Dialog.Trigger>
            <button
              type="button"
              onClick={toggleSidebar}
              aria-controls="admin-sidebar"
              aria-expanded={open}
              aria-label={open ? 'Recolher menu lateral' : 'Expandir menu lateral'}
              aria-keyshortcuts="Control+B Meta+B"
              title={`${open ? 'Recolher' : 'Expandir'} menu (Ctrl+B)`}
              className="hidden size-9 place-items-center rounded-lg text-ink-700 hover:bg-ink-100 md:grid"
            >
              <PanelLeft aria-hidden="true" className="size-4.5" />
            </button>
            {/* On phones the header's end (the publication status) takes the title's room. */}
            <span className={cn('h-5 w-px bg-ink-200', headerEnd && 'max-sm:hidden')} aria-hidden="true" />
            <p className={cn('truncate text-sm font-medium text-ink-700', headerEnd && 'max-sm:hidden')}>
              Painel administrativo
            </p>
            {headerEnd && <div className="ml-auto flex min-w-0 items-center">{headerEnd}</div>}
          </header>
          <main id="conteudo" className="mx-auto w-full max-w-[1040px] flex-1 px-4 py-6 sm:px-6 lg:py-8">
            {children}
          </main>
        </div>

        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-950/60 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            style={{ width: SIDEBAR_WIDTH_MOBILE }}
            className="fixed inset-y-0 left-0 z-50 max-w-[85vw] bg-ink-950 text-ink-200 shadow-xl focus:outline-none md:hidden"
          >
            <Dialog.Title className="sr-only">Menu administrativo</Dialog.Title>
            <Dialog.Close
              className="absolute top-3 right-3 grid size-9 place-items-center rounded-lg text-ink-300 hover:bg-white/10 hover:text-white"
              aria-label="Fechar menu"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} {...sidebarProps} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

interface SidebarContentProps {
  collapsed: boolean;
  email: string;
  role: StaffRole | null;
  signingOut: boolean;
  onSignOut: () => void;
  onNavigate?: () => void;
}

function SidebarContent({ collapsed, email, role, signingOut, onSignOut, onNavigate }: SidebarContentProps) {
  const items = visibleNavItems(role === 'admin');
  return (
    <div className="flex h-full w-full flex-col">
      <div className={cn('flex h-14 shrink-0 items-center gap-2.5 px-2.5', !collapsed && 'px-4')}>
        <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0 rounded-md" />
        {!collapsed && (
          <div className="min-w-0 leading-tight">
            <p className="truncate font-display text-sm font-bold text-white">{company.brand}</p>
            <p className="text-xs text-ink-400">Administração</p>
          </div>
        )}
      </div>

      <nav aria-label="Seções do painel" className="flex-1 overflow-y-auto px-1.5 py-3">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                title={collapsed ? item.label : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex h-9 items-center gap-3 rounded-md text-sm font-medium transition-colors',
                    collapsed ? 'justify-center px-0' : 'px-3',
                    isActive
                      ? 'bg-white/10 text-white [&_svg]:text-accent-400'
                      : 'text-ink-300 hover:bg-white/5 hover:text-white',
                  )
                }
              >
                <item.icon aria-hidden="true" className="size-4 shrink-0" />
                <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={cn('shrink-0 border-t border-white/10 p-2', !collapsed && 'p-3')}>
        {!collapsed && (
          <div className="mb-3 min-w-0 px-1">
            <p className="truncate text-sm font-medium text-white" title={email}>
              {email}
            </p>
            {role && (
              <RoleBadge
                role={role}
                className={cn(
                  'mt-1.5',
                  role === 'admin' ? 'bg-accent-500 text-ink-950' : 'bg-white/15 text-white',
                )}
              />
            )}
          </div>
        )}
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          title={collapsed ? 'Sair' : undefined}
          className={cn(
            'flex h-9 w-full items-center gap-3 rounded-md text-sm font-medium text-ink-300 transition-colors hover:bg-white/5 hover:text-white disabled:opacity-60',
            collapsed ? 'justify-center' : 'px-3',
          )}
        >
          {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4 shrink-0" />}
          <span className={cn(collapsed && 'sr-only')}>Sair</span>
        </button>
      </div>
    </div>
  );
}
