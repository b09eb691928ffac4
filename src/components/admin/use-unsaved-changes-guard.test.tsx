// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render-with-providers';

import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function Harness({ dirty, allowFirst = false }: { dirty: boolean; allowFirst?: boolean }) {
  const { dialog, allowNextNavigation } = useUnsavedChangesGuard(dirty);
  return (
    <>
      <Link to="/admin/outra" onClick={() => allowFirst && allowNextNavigation()}>
        Outra página
      </Link>
      {dialog}
    </>
  );
}

const render = (element: React.ReactNode) =>
  renderWithProviders(element, {
    path: '/admin/form',
    routes: [{ path: '/admin/outra', element: <p>Outra</p> }],
  });

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChangesGuard', () => {
  it('with unsaved changes a link asks first: Cancelar stays, Sair sem salvar leaves', async () => {
    const { router } = render(<Harness dirty />);
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    expect(dialog).toHaveTextContent('As alterações deste formulário ainda não foram salvas.');

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/admin/form');

    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Outra')).toBeInTheDocument();
  });

  it('closing the tab asks the browser to confirm only while there are unsaved changes', () => {
    const { unmount } = render(<Harness dirty />);
    expect(beforeUnloadCancelled()).toBe(true);
    unmount();
    render(<Harness dirty={false} />);
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('without changes, or leaving on purpose after a save, nothing is asked', async () => {
    render(<Harness dirty={false} />);
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByText('Outra')).toBeInTheDocument();
  });

  it('allowNextNavigation lets the form leave right after a save', async () => {
    render(<Harness dirty allowFirst />);
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByText('Outra')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a second form on the page (a dialog over the form) still asks for the first one', async () => {
    function Second() {
      const { dialog } = useUnsavedChangesGuard(false);
      return dialog;
    }
    const { router } = render(
      <>
        <Harness dirty />
        <Second />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/form');
  });
});
