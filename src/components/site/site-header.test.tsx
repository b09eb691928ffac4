// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SiteHeader, type SiteHeaderProps } from './site-header';

function renderHeader(path = '/', props: SiteHeaderProps = {}, extra?: React.ReactNode) {
  const Page = () => (
    <>
      <SiteHeader {...props} />
      <main id="conteudo">{extra}</main>
    </>
  );
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/salto', Component: Page },
    { path: '/cultura', Component: Page },
    { path: '/cases', Component: () => <p>Página de cases</p> },
    { path: '/agentes-de-ia', Component: () => <p>Página de consultoria</p> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteHeader', () => {
  it('renders the brand link, the main links, the Raio-X call to action and the skip link', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('link', { name: 'Salto IA — página inicial' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Salto', 'Consultoria de IA', 'Cases', 'Insights']);
    expect(screen.getByRole('link', { name: 'Solicitar Raio-X' })).toHaveAttribute(
      'href',
      '/agentes-de-ia#raio-x-form',
    );
  });

  it('lists Cultura when asked and marks the current page with aria-current', () => {
    renderHeader('/cultura', { showCultura: true, ctaHref: '/agentes-de-ia#contato' });
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Cultura' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Salto' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Solicitar Raio-X' })).toHaveAttribute(
      'href',
      '/agentes-de-ia#contato',
    );
  });

  it('opens the drawer, traps focus inside it and closes on Escape', async () => {
    const user = userEvent.setup();
    renderHeader('/salto');
    const trigger = screen.getByRole('button', { name: 'Abrir menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'Salto' })).toHaveAttribute('aria-current', 'page');

    const focusable =
      within(dialog).getAllByRole('link').length + within(dialog).getAllByRole('button').length;
    for (let i = 0; i < focusable + 2; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 3; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes the drawer with the close button and on an overlay click', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-slot="drawer-overlay"]');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer when a link is tapped (and navigates)', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('link', { name: 'Cases' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Página de cases')).toBeInTheDocument();
  });

  it('an in-page call to action scrolls smoothly to its anchor instead of navigating', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderHeader(
      '/salto',
      { ctaLabel: 'Quero Fazer o Salto', ctaHref: '#salto-form', position: 'fixed' },
      <section id="salto-form">Iniciar Inscrição</section>,
    );
    expect(document.querySelector('[data-site-header]')).toHaveClass('fixed');

    await user.click(screen.getByRole('link', { name: 'Quero Fazer o Salto' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(document.getElementById('salto-form')).toHaveFocus();
    vi.unstubAllGlobals();
  });
});
