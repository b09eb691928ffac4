// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render-with-providers';

import type { AuthContextValue } from '../auth-context';
import { AdminOnly } from './admin-only';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthContextValue> }));
vi.mock('../hooks/use-auth', () => ({ useAuth: () => auth.current }));

function renderGuard(value: Partial<AuthContextValue>) {
  auth.current = value;
  renderWithProviders(
    <AdminOnly feature="A gestão de leads">
      <p>Tabela de leads</p>
    </AdminOnly>,
    { path: '/admin/leads' },
  );
}

const profile = {
  id: 'u1',
  email: 'x@salto.local',
  created_at: '2025-01-01T00:00:00Z',
  desativado_em: null,
  verificacao_em_duas_etapas: false,
};

describe('AdminOnly', () => {
  it('shows its content to admins', () => {
    renderGuard({ isAdmin: true, profileLoading: false, profile: { ...profile, tipo: 'admin' } });
    expect(screen.getByText('Tabela de leads')).toBeInTheDocument();
  });

  it('explains to an editor that the page is for administrators only', () => {
    renderGuard({ isAdmin: false, profileLoading: false, profile: { ...profile, tipo: 'editor' } });
    expect(screen.queryByText('Tabela de leads')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acesso restrito a administradores' })).toBeInTheDocument();
    expect(
      screen.getByText(/A gestão de leads está disponível apenas para administradores/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('waits for the profile instead of flashing the explanation', () => {
    renderGuard({ isAdmin: false, profileLoading: true, profile: null });
    expect(screen.getByRole('status')).toHaveTextContent('Verificando permissões…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
