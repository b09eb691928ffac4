// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffRole } from '@/lib/staff-roles';

import { AdminShell } from './admin-shell';
import { readSidebarCookie, sidebarCookie } from './admin-sidebar-state';

function renderShell(role: StaffRole | null, { path = '/admin', onSignOut = vi.fn() } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <AdminShell email="equipe@salto.local" role={role} onSignOut={onSignOut} defaultOpen>
            <p>Conteúdo</p>
          </AdminShell>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { onSignOut };
}

function sidebar() {
  return screen.getByRole('complementary', { name: 'Menu administrativo' });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});

describe('AdminShell', () => {
  it('lists every section for an admin, with the e-mail and the role badge', () => {
    renderShell('admin');
    const nav = within(sidebar()).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Cases',
      'Insights',
      'Categorias',
      'Mídia',
      'Tráfego',
      'Usuários',
      'Leads',
      'Privacidade (LGPD)',
      'Notícias',
      'Redirecionamentos',
      'Atividade',
      'Lixeira',
      'Configurações',
    ]);
    expect(within(sidebar()).getByText('equipe@salto.local')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Administrador')).toBeInTheDocument();
  });

  it('hides Usuários, Leads, Privacidade (LGPD), Redirecionamentos and Atividade from an editor', () => {
    renderShell('editor');
    const nav = within(sidebar()).getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Leads' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Privacidade (LGPD)' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Redirecionamentos' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Atividade' })).not.toBeInTheDocument();
    // Dashboard, Cases, Insights, Categorias, Mídia, Tráfego, Notícias, Lixeira, Configurações.
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(within(sidebar()).getByText('Editor')).toBeInTheDocument();
  });

  it('marks the current section (and only the dashboard on /admin)', () => {
    renderShell('admin', { path: '/admin/cases/nichos' });
    const nav = within(sidebar()).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Cases' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('toggles with Ctrl+B and Cmd+B and keeps the state in a 7-day cookie', async () => {
    const user = userEvent.setup();
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value) {
      cookieWrites.push(value);
      descriptor.set!.call(this, value);
    });
    renderShell('admin');
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(cookieWrites.at(-1)).toMatch(/^sidebar_state=false; path=\/; max-age=604800/);
    expect(readSidebarCookie(document.cookie)).toBe(false);
    expect(screen.getByRole('button', { name: 'Expandir menu lateral' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(cookieWrites.at(-1)).toMatch(/^sidebar_state=true; path=\/; max-age=604800/);

    // A plain "b" (typing) does nothing.
    await user.keyboard('b');
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('signs out from the sidebar', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderShell('editor');
    await user.click(within(sidebar()).getByRole('button', { name: 'Sair' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('opens the mobile sheet from the menu button and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderShell('admin');
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu administrativo' });
    expect(within(sheet).getByRole('link', { name: 'Leads' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('sidebar cookie', () => {
  it('is written for 7 days on every path and read back (expanded by default)', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });
});
