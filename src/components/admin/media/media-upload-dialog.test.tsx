// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SignedInStaffContext } from '@/lib/signed-in-staff';
import { renderWithProviders } from '@/test/render-with-providers';

import { MediaUploadDialog } from './media-upload-dialog';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const STAFF = { id: 'u-editor', email: 'editor@exemplo.com' };

/** The same file as the browser gives it each time it is chosen (name, size, date). */
const chosen = () =>
  new File(['imagem'], 'fachada.png', { type: 'image/png', lastModified: 1_700_000_000_000 });

const renderDialog = (file: File) =>
  renderWithProviders(
    <SignedInStaffContext.Provider value={STAFF}>
      <MediaUploadDialog file={file} target="case" onClose={() => {}} onUploaded={() => {}} />
    </SignedInStaffContext.Provider>,
    { path: '/admin/midia' },
  );

afterEach(() => localStorage.clear());

describe('MediaUploadDialog', () => {
  it('keeps the description typed before the upload, never the file, and offers it back for the same file', async () => {
    const user = userEvent.setup();
    const first = renderDialog(chosen());
    const dialog = await screen.findByRole('dialog', { name: 'Enviar imagem' });
    await user.type(within(dialog).getByLabelText(/^Texto alternativo/), 'Fachada da clínica');
    await user.type(within(dialog).getByLabelText(/^Legenda/), 'Unidade centro');
    // The tab closes (or the page reloads) before 'Enviar imagem'.
    first.unmount();

    const kept = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('Fachada da clínica');
    expect(JSON.parse(kept[0]!).values).toEqual({
      alt: 'Fachada da clínica',
      decorative: false,
      caption: 'Unidade centro',
    });

    renderDialog(chosen());
    const again = await screen.findByRole('dialog', { name: 'Enviar imagem' });
    expect(within(again).getByLabelText(/^Texto alternativo/)).toHaveValue('');
    expect(within(again).getByText(/Recuperar alterações não salvas de/)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Recuperar' }));
    expect(within(again).getByLabelText(/^Texto alternativo/)).toHaveValue('Fachada da clínica');
    expect(within(again).getByLabelText(/^Legenda/)).toHaveValue('Unidade centro');
  });

  it('offers nothing for another file', async () => {
    const user = userEvent.setup();
    const first = renderDialog(chosen());
    await user.type(await screen.findByLabelText(/^Texto alternativo/), 'Fachada da clínica');
    first.unmount();

    renderDialog(new File(['outra'], 'equipe.png', { type: 'image/png', lastModified: 1_700_000_000_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar imagem' });
    expect(within(dialog).queryByText(/Recuperar alterações não salvas/)).not.toBeInTheDocument();
  });
});
