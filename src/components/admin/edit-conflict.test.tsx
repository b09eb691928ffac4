// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { SaveError } from '@/lib/db-error';
import { MARKUP_ONLY_CHANGE } from '@/lib/rich-text-reading';

import { richTextConflictFields, useEditConflict, type ConflictFields } from './edit-conflict';

vi.mock('sonner', () => import('@/test/fake-sonner'));

interface Values {
  titulo: string;
  conteudo: string;
}

const FIELDS: ConflictFields<Values> = {
  titulo: { label: 'Título' },
  ...richTextConflictFields('insights', { conteudo: 'Conteúdo' }),
};

const STALE = new SaveError(
  {
    code: 'PT409',
    message: 'Este registro foi alterado por outra pessoa depois que você o abriu.',
    details: JSON.stringify({ version: 2, updated_by: 'u-editor', updated_by_email: 'editor@exemplo.com' }),
  },
  'Não foi possível salvar',
);

/** A form holding `mine` whose save is refused; the item is saved now as `theirs`. */
function StaleForm({ mine, theirs }: { mine: Values; theirs: Values }) {
  const form = useForm<Values>({ defaultValues: mine });
  const { handleSaveError, view } = useEditConflict({
    form,
    version: 1,
    fields: FIELDS,
    subject: { noun: 'este insight', pronoun: 'o' },
    loadSaved: () => Promise.resolve({ values: theirs, version: 2 }),
  });
  return (
    <>
      <button type="button" onClick={() => handleSaveError(STALE)}>
        Salvar
      </button>
      {view}
    </>
  );
}

/** A description of these words, whatever spacing (line breaks) lies between them. */
const reading = (words: string) =>
  expect.stringMatching(
    new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}$`),
  );

async function conflictOver(mine: Values, theirs: Values) {
  render(<StaleForm mine={mine} theirs={theirs} />);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
  const group = (name: string) => within(dialog).getByRole('group', { name });
  const theirsOf = (name: string) =>
    within(group(name)).getByRole('radio', { name: 'Salvo por editor@exemplo.com' });
  const mineOf = (name: string) => within(group(name)).getByRole('radio', { name: 'O seu, no formulário' });
  return { dialog, group, theirsOf, mineOf };
}

describe('the edit-conflict view of rich text', () => {
  it('shows each side of an article body as it reads, not its markup', async () => {
    const { dialog, theirsOf, mineOf } = await conflictOver(
      { titulo: 'Plano', conteudo: '<p>O agente atende em <a href="https://a.example/x">segundos</a>.</p>' },
      {
        titulo: 'Plano',
        conteudo:
          '<h2>Resultados</h2><ul><li>Menos fila</li></ul><figure><img src="https://a.example/g.png" alt="Gráfico"></figure>',
      },
    );
    expect(theirsOf('Conteúdo')).toHaveAccessibleDescription(
      reading(
        'Resultados • Menos fila [imagem: Gráfico] Formatação só nesta versão: Título 2: “Resultados” Arquivo da imagem “Gráfico”: g.png',
      ),
    );
    expect(mineOf('Conteúdo')).toHaveAccessibleDescription(
      reading(
        'O agente atende em segundos. Formatação só nesta versão: Link: “segundos” → https://a.example/x',
      ),
    );
    expect(dialog.textContent).not.toMatch(/<\/?(p|h2|ul|li|a|figure|img)\b/);
  });

  it('says which formatting a side alone has when the text is the same (a word made bold)', async () => {
    const { theirsOf, mineOf } = await conflictOver(
      { titulo: 'Plano', conteudo: '<p>Fale com o <strong>agente</strong></p>' },
      { titulo: 'Plano', conteudo: '<p>Fale com o agente</p>' },
    );
    expect(theirsOf('Conteúdo')).toHaveAccessibleDescription('Fale com o agente');
    expect(mineOf('Conteúdo')).toHaveAccessibleDescription(
      reading('Fale com o agente Formatação só nesta versão: Negrito: “agente”'),
    );
  });

  it('says when only the markup differs', async () => {
    const { group } = await conflictOver(
      { titulo: 'Plano', conteudo: '<p>Um</p><p>dois</p>' },
      { titulo: 'Plano', conteudo: '<p>Um<br>dois</p>' },
    );
    expect(within(group('Conteúdo')).getByText(MARKUP_ONLY_CHANGE)).toBeInTheDocument();
  });

  it('leaves a plain field as typed', async () => {
    const { theirsOf, mineOf } = await conflictOver(
      { titulo: 'Uso de <b> no título', conteudo: '' },
      { titulo: 'Outro título', conteudo: '' },
    );
    expect(mineOf('Título')).toHaveAccessibleDescription('Uso de <b> no título');
    expect(theirsOf('Título')).toHaveAccessibleDescription('Outro título');
  });
});
