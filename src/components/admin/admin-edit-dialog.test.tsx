// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { AdminEditDialog } from './admin-edit-dialog';

interface Item {
  id: string;
  name: string;
}

const ITEMS: Item[] = [
  { id: '1', name: 'Primeiro' },
  { id: '2', name: 'Segundo' },
];

/** A list with an edit button per item and the dialog, whose form has a box and 'Salvar'. */
function List() {
  const [editing, setEditing] = useState<Item | null>(null);
  return (
    <>
      {ITEMS.map((item) => (
        <button key={item.id} type="button" onClick={() => setEditing(item)}>
          Editar {item.name}
        </button>
      ))}
      <AdminEditDialog
        item={editing}
        onClose={() => setEditing(null)}
        title="Editar item"
        description="Altere o nome."
      >
        {(item) => (
          <form
            aria-label={`Editar ${item.name}`}
            onSubmit={(event) => {
              event.preventDefault();
              setEditing(null);
            }}
          >
            <input aria-label="Nome" defaultValue={item.name} />
            <button type="submit">Salvar</button>
          </form>
        )}
      </AdminEditDialog>
    </>
  );
}

describe('AdminEditDialog', () => {
  it('is closed until an item is edited, then shows its title, description and the form for that item', async () => {
    const user = userEvent.setup();
    render(<List />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Segundo' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar item' });
    expect(dialog).toHaveAccessibleDescription('Altere o nome.');
    expect(screen.getByRole('form', { name: 'Editar Segundo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Segundo');
  });

  it("closes by Escape, by Fechar and by the form; each opening starts from the item's values", async () => {
    const user = userEvent.setup();
    render(<List />);

    await user.click(screen.getByRole('button', { name: 'Editar Primeiro' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' mudado');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Primeiro' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Primeiro');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Segundo' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Segundo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
