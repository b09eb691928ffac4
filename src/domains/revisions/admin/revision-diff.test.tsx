// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MARKUP_ONLY_CHANGE } from '@/lib/rich-text-reading';

import { changedFields, type RevisionContent } from '../utils/revision-fields';
import { RevisionDiff, WordDiff } from './revision-diff';

const content = (
  data: Record<string, unknown>,
  niches: RevisionContent['niches'] = null,
): RevisionContent => ({
  data,
  niches,
});

describe('changedFields', () => {
  it('lists the fields that read differently, in the form order, with their labels; bookkeeping never counts', () => {
    const before = content({
      titulo: 'Agentes no varejo',
      descricao: 'Antes',
      version: 1,
      updated_at: 'a',
      status: 'rascunho',
    });
    const after = content({
      titulo: 'Agentes no varejo',
      descricao: 'Depois',
      version: 2,
      updated_at: 'b',
      status: 'publicado',
    });
    expect(changedFields('insight', before, after)).toEqual([
      { key: 'descricao', label: 'Descrição', before: 'Antes', after: 'Depois' },
      { key: 'status', label: 'Status', before: 'Rascunho', after: 'Publicado' },
    ]);
  });

  it("reads a case's niches by name, yes/no and lists, and ids through the names given", () => {
    const before = content({ destaque: false, galeria: null }, [{ id: 'n1', nome: 'Saúde' }]);
    const after = content({ destaque: true, galeria: ['https://a.example/1.png'] }, [
      { id: 'n1', nome: 'Saúde' },
      { id: 'n2', nome: 'Varejo' },
    ]);
    expect(
      changedFields('case', before, after).map(({ label, before, after }) => [label, before, after]),
    ).toEqual([
      ['Nichos', 'Saúde', 'Saúde\nVarejo'],
      ['Case em destaque', 'Não', 'Sim'],
      ['Galeria', '', 'https://a.example/1.png'],
    ]);
    const names = {
      categoria_id: new Map([
        ['c1', 'Estratégia'],
        ['c2', 'Tecnologia'],
      ]),
    };
    expect(
      changedFields('insight', content({ categoria_id: 'c1' }), content({ categoria_id: 'c2' }), names),
    ).toEqual([{ key: 'categoria_id', label: 'Categoria', before: 'Estratégia', after: 'Tecnologia' }]);
  });
});

describe('changedFields of rich text', () => {
  it("compares a case section's and an article body's visible text, with what changed in the formatting", () => {
    const before = content({ problema: '<p>Atendimento <strong>lento</strong></p>', conteudo: '<p>a</p>' });
    const after = content({
      problema: '<p>Atendimento <strong>lento</strong></p><ul><li>fila longa</li></ul>',
      conteudo: '<p><em>a</em></p>',
    });
    expect(changedFields('case', before, after)).toEqual([
      {
        key: 'problema',
        label: 'O problema',
        before: 'Atendimento lento',
        after: 'Atendimento lento\n\n• fila longa',
        formatting: { removed: [], added: [], markupOnly: false },
      },
    ]);
    expect(changedFields('insight', before, after)).toEqual([
      {
        key: 'conteudo',
        label: 'Conteúdo',
        before: 'a',
        after: 'a',
        formatting: { removed: [], added: ['Itálico: “a”'], markupOnly: false },
      },
    ]);
  });

  it('keeps plain fields as typed, tags and all', () => {
    expect(changedFields('noticia', content({ titulo: 'A <b>' }), content({ titulo: 'B <b>' }))).toEqual([
      { key: 'titulo', label: 'Título', before: 'A <b>', after: 'B <b>' },
    ]);
  });
});

describe('WordDiff', () => {
  it('marks the words taken out and put in, with text saying so (not colour alone)', () => {
    const { container } = render(
      <WordDiff
        before="O agente responde clientes em minutos"
        after="O agente atende clientes em segundos"
      />,
    );
    const removed = [...container.querySelectorAll('del')].map((node) => node.textContent);
    const added = [...container.querySelectorAll('ins')].map((node) => node.textContent);
    expect(removed).toEqual(['[removido: responde]', '[removido: minutos]']);
    expect(added).toEqual(['[incluído: atende]', '[incluído: segundos]']);
    expect(container.textContent).toContain('O agente ');
    expect(container.textContent).toContain(' clientes em ');
  });

  it('shows only the ends of a long unchanged stretch', () => {
    const long = 'palavra '.repeat(100);
    const { container } = render(<WordDiff before={`${long}fim`} after={`${long}final`} />);
    expect(container.textContent!.length).toBeLessThan(400);
    expect(container.textContent).toContain(' … ');
    expect(container.querySelector('ins')!.textContent).toBe('[incluído: final]');
  });
});

describe('RevisionDiff', () => {
  it('one entry per changed field, by label; says so when nothing differs', () => {
    const { rerender } = render(
      <RevisionDiff
        changes={[
          { key: 'titulo', label: 'Título', before: 'Um título', after: 'Outro título' },
          { key: 'imagem', label: 'URL da imagem', before: 'https://a.example/x.png', after: '' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Título', 'URL da imagem']);
    expect(screen.getByText('(vazio na versão mais recente)')).toBeInTheDocument();
    rerender(<RevisionDiff changes={[]} />);
    expect(screen.getByText('As duas versões têm o mesmo conteúdo.')).toBeInTheDocument();
  });
});

describe('RevisionDiff of rich text', () => {
  const diff = (subject: 'case' | 'insight', key: string, from: string, to: string) =>
    render(
      <RevisionDiff changes={changedFields(subject, content({ [key]: from }), content({ [key]: to }))} />,
    );

  it('marks the words of two article bodies, not their tags', () => {
    const { container } = diff(
      'insight',
      'conteudo',
      '<h2>Resultados</h2><p>O agente <strong>responde</strong> em minutos.</p>',
      '<h2>Resultados</h2><p>O agente <strong>responde</strong> em segundos.</p>',
    );
    expect(container.querySelector('dd p')!.textContent).toBe(
      'Resultados\n\nO agente responde em [removido: minutos][incluído: segundos].',
    );
    expect(container.textContent).not.toMatch(/<|strong|h2/);
    expect(screen.queryByText('Formatação alterada')).toBeNull();
  });

  it('reports a word made bold, which leaves the text as it was', () => {
    const { container } = diff(
      'case',
      'resultados',
      '<p>Fale com o agente</p>',
      '<p>Fale com o <strong>agente</strong></p>',
    );
    expect(screen.queryByText('As duas versões têm o mesmo conteúdo.')).toBeNull();
    expect(screen.getByText('Formatação alterada')).toBeInTheDocument();
    expect(container.querySelector('dd p')!.textContent).toBe('Fale com o agente');
    expect([...container.querySelectorAll('ins')].map((node) => node.textContent)).toEqual([
      '[incluído: Negrito: “agente”]',
    ]);
    expect(container.querySelector('del')).toBeNull();
  });

  it("reports a link's new address", () => {
    const { container } = diff(
      'case',
      'solucao',
      '<p>Veja o <a href="https://a.example/velho">relatório</a></p>',
      '<p>Veja o <a href="https://a.example/novo">relatório</a></p>',
    );
    expect(container.querySelector('del')!.textContent).toBe(
      '[removido: Link: “relatório” → https://a.example/velho]',
    );
    expect(container.querySelector('ins')!.textContent).toBe(
      '[incluído: Link: “relatório” → https://a.example/novo]',
    );
  });

  it('says when only the markup changed, never that the versions are the same', () => {
    diff('insight', 'conteudo', '<p>Um</p><p>dois</p>', '<p>Um<br>dois</p>');
    expect(screen.queryByText('As duas versões têm o mesmo conteúdo.')).toBeNull();
    expect(screen.getByText(MARKUP_ONLY_CHANGE)).toBeInTheDocument();
  });
});
