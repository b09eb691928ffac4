import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';

import { useSavedRow } from './use-saved-row';

/** A list whose 'Criar' saves a new item that appears a moment later (the list is read again). */
function List() {
  const [items, setItems] = useState(['a', 'b']);
  const saved = useSavedRow();
  return (
    <>
      <ul aria-label="Itens">
        {items.map((id) => (
          <li key={id} {...saved.row(id, 'linha')}>
            Item {id}
          </li>
        ))}
      </ul>
      {saved.announcement}
      <button type="button" onClick={() => saved.show('b', 'Item “b” salvo e destacado na lista.')}>
        Salvar b
      </button>
      <button
        type="button"
        onClick={() => {
          saved.show('c', 'Item “c” salvo e destacado na lista.');
          setTimeout(() => setItems((list) => [...list, 'c']), 10);
        }}
      >
        Criar c
      </button>
    </>
  );
}

function watchScrolling() {
  const scrolled: string[] = [];
  const jsdomHasNone = Element.prototype.scrollIntoView;
  onTestFinished(() => {
    Element.prototype.scrollIntoView = jsdomHasNone;
  });
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.textContent ?? '');
  };
  return scrolled;
}

describe('useSavedRow', () => {
  it('marks the saved row, keeps its own classes, scrolls it into view and announces it politely', async () => {
    const scrolled = watchScrolling();
    render(<List />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar b' }));
    const row = screen.getByText('Item b');
    expect(row).toHaveAttribute('data-salvo');
    expect(row).toHaveClass('linha', 'bg-accent-50');
    expect(screen.getByText('Item a')).not.toHaveAttribute('data-salvo');
    expect(scrolled).toEqual(['Item b']);
    expect(status).toHaveTextContent('Item “b” salvo e destacado na lista.');

    // Saved again: in view again.
    await userEvent.click(screen.getByRole('button', { name: 'Salvar b' }));
    expect(scrolled).toEqual(['Item b', 'Item b']);
  });

  it('a new item is marked and scrolled to when its row appears', async () => {
    const scrolled = watchScrolling();
    render(<List />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar c' }));
    expect(scrolled).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Item c')).toHaveAttribute('data-salvo');
    expect(scrolled).toEqual(['Item c']);
  });
});
