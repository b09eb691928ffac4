// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Breadcrumb } from './breadcrumb';
import { SkipLink } from '../site/skip-link';

describe('Breadcrumb', () => {
  it('is an ordered list starting at Início and marks the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'Insights', href: '/insights' }, { label: 'Automação' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Início', 'Insights', 'Automação']);

    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
    const current = within(nav).getByText('Automação');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.tagName).not.toBe('A');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });
});

describe('SkipLink', () => {
  it('jumps to the main content', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
  });
});
