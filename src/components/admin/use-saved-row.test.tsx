// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';

import { useSavedRow } from './use-saved-row';

/** A list whose 'Criar' saves a new item, which appears once the list is read again ('Ler lista'). */
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
      <button type="button" onClick={() => saved.show('c', 'Item “c” salvo e destacado na lista.')}>
        Criar c
      </button>
      <button type="button" onClick={() => setItems((list) => [...list, 'c'])}>
        Ler lista
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
    await userEvent.click(screen.getByRole('button', { name: 'Ler lista' }));
    expect(screen.getByText('Item c')).toHaveAttribute('data-salvo');
    expect(scrolled).toEqual(['Item c']);
  });
});
