// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/core';
import { startTransition, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { renderWithProviders } from '@/test/render-with-providers';

import RichTextEditor from './rich-text-editor';

vi.mock('sonner', () => import('@/test/fake-sonner'));

/** The editor as a form field renders it: a label naming it, and a value the test can replace. */
function Field({
  initial,
  onChange,
  disabled = false,
}: {
  initial: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <fieldset disabled={disabled}>
      <label id="campo-rotulo" htmlFor="campo">
        Conteúdo
      </label>
      <RichTextEditor
        id="campo"
        labelId="campo-rotulo"
        aria-describedby="campo-dica"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <p id="campo-dica">Dica</p>
      <button type="button" onClick={() => setValue('<h3>Trocado</h3>')}>
        Trocar
      </button>
    </fieldset>
  );
}

/** Pastes into the editor what a clipboard holds as HTML and as text (jsdom has no DataTransfer). */
async function paste(html: string, text: string) {
  const editor = screen.getByRole('textbox', { name: 'Conteúdo' });
  const flavours: Record<string, string> = { 'text/html': html, 'text/plain': text };
  const data = { types: Object.keys(flavours), files: [], getData: (type: string) => flavours[type] ?? '' };
  await act(async () => {
    editor.dispatchEvent(
      Object.assign(new Event('paste', { bubbles: true, cancelable: true }), { clipboardData: data }),
    );
  });
}

describe('RichTextEditor', () => {
  it('is a multi-line textbox named by its label and described by its hint and word count', () => {
    renderWithProviders(<Field initial="<p>Olá mundo</p>" onChange={vi.fn()} />);
    const editor = screen.getByRole('textbox', { name: 'Conteúdo' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAccessibleDescription('Dica 2 palavras · 1 min de leitura');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Parágrafo',
      'Título 2',
      'Título 3',
      'Título 4',
      'Negrito',
      'Itálico',
      'Link',
      'Lista com marcadores',
      'Lista numerada',
      'Citação',
      'Imagem',
      'Vídeo',
      'Divisor',
      'Desfazer',
      'Refazer',
    ]);
    // One tab stop: the arrows move along the toolbar.
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    expect(within(toolbar).getByRole('button', { name: 'Parágrafo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("formats from the toolbar and emits the stored HTML; 'Desfazer' undoes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Field initial="<p>Olá mundo</p>" onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: 'Conteúdo' });
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: 'Título 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Olá mundo</h2>');
    expect(screen.getByRole('button', { name: 'Título 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Lista com marcadores' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li>Olá mundo</li></ul>');
    // Changes made in quick succession are undone together.
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Olá mundo</p>');
    expect(screen.getByRole('button', { name: 'Refazer' })).toBeEnabled();
  });

  it('takes the focus when its label is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field initial="<p>Texto</p>" onChange={vi.fn()} />);
    await user.click(screen.getByText('Conteúdo'));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Conteúdo' })).toHaveFocus());
  });

  it('takes a value set from outside without emitting it back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Field initial="<p>Antes</p>" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Trocar' }));
    const editor = screen.getByRole('textbox', { name: 'Conteúdo' });
    expect(within(editor).getByRole('heading', { level: 3, name: 'Trocado' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is read-only inside a disabled fieldset', () => {
    renderWithProviders(<Field initial="<p>Texto</p>" onChange={vi.fn()} disabled />);
    const editor = screen.getByRole('textbox', { name: 'Conteúdo' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(editor).toHaveAttribute('aria-disabled', 'true');
  });

  it('cleans pasted HTML and says what it removed', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Field initial="" onChange={onChange} />);
    await paste(
      '<p style="color:red">Vermelho <b>forte</b></p><table><tr><td>a</td><td>b</td></tr></table>',
      'Vermelho forte',
    );
    expect(onChange).toHaveBeenLastCalledWith('<p>Vermelho <strong>forte</strong></p><p>a | b</p>');
    expect(toast.warning).toHaveBeenCalledWith('Parte do texto colado foi ajustada', {
      description: 'Não foram mantidos: cores e destaques; tabelas (viraram parágrafos).',
    });
  });

  it('a pasted image alone in its paragraph leaves no empty paragraph, and its missing alt text is named', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Field initial="" onChange={onChange} />);
    await paste('<p>Texto</p><p><img src="https://x.com/a.png"></p><p>Fim</p>', 'Texto Fim');
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Texto</p><figure><img src="https://x.com/a.png" alt=""></figure><p>Fim</p>',
    );
    expect(toast.warning).toHaveBeenCalledWith('Revise o texto colado', {
      description: 'Revise: 1 imagem sem texto alternativo (clique nela e em “Imagem” para descrevê-la).',
    });
  });

  it('survives Tiptap destroying its first editor when React commits late (a busy machine)', async () => {
    const destroy = vi.spyOn(Editor.prototype, 'destroy');
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    // React's own scheduler, as in a browser: a transition yields between slow components, and
    // Tiptap destroys an editor not mounted a millisecond after it made it.
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      function Busy() {
        const until = performance.now() + 10;
        while (performance.now() < until) continue;
        return null;
      }
      function Page() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => startTransition(() => setOpen(true))}>
              Abrir
            </button>
            {open && (
              <>
                <Field initial="<p>Olá mundo</p>" onChange={vi.fn()} />
                {Array.from({ length: 5 }, (_, index) => (
                  <Busy key={index} />
                ))}
              </>
            )}
          </>
        );
      }
      renderWithProviders(<Page />);
      screen.getByRole('button', { name: 'Abrir' }).click();
      const editor = await screen.findByRole('textbox', { name: 'Conteúdo' });
      expect(destroy).toHaveBeenCalled();
      expect(editor).toHaveTextContent('Olá mundo');
      expect(editor).toHaveAccessibleDescription('Dica 2 palavras · 1 min de leitura');
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
