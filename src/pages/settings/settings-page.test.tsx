// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AuthContextValue } from '@/domains/staff/auth-context';
import { renderWithProviders } from '@/test/render-with-providers';

import { SettingsPage } from './settings-page';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthContextValue> }));
vi.mock('@/domains/staff/hooks/use-auth', () => ({ useAuth: () => auth.current }));
vi.mock('@/domains/leads/admin/lead-delivery-section', () => ({
  LeadDeliverySection: () => <h2>Notificações de leads</h2>,
}));

function renderPage(value: Partial<AuthContextValue>) {
  auth.current = value;
  renderWithProviders(<SettingsPage />, { path: '/admin/configuracoes' });
}

describe('SettingsPage', () => {
  it("shows admins 'Notificações de leads' instead of the inert e-mail card", () => {
    renderPage({ isAdmin: true, profileLoading: false });
    expect(screen.getByRole('heading', { name: 'Notificações de leads' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informações do sistema' })).toBeInTheDocument();
  });

  it('shows editors what they saw before, without the section', () => {
    renderPage({ isAdmin: false, profileLoading: false });
    expect(screen.queryByRole('heading', { name: 'Notificações de leads' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informações do sistema' })).toBeInTheDocument();
  });

  it('waits for the role before showing the section', () => {
    renderPage({ isAdmin: false, profileLoading: true });
    expect(screen.queryByRole('heading', { name: 'Notificações de leads' })).not.toBeInTheDocument();
  });
});
