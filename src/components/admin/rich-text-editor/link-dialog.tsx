import type { Editor } from '@tiptap/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { linkHrefProblem } from './link-href';
import type { LinkSuggestion, SearchLinks } from './types';

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  searchLinks?: SearchLinks;
}

/**
 * 'Link': an address typed (https://…, mailto:, or a path of the site) or a page of the site found
 * by its title. Applies to the selected text, or the link the caret is in; with nothing selected
 * it inserts the page's title (or the address) as the link's text.
 */
export function LinkDialog({ editor, open, onOpenChange, searchLinks }: LinkDialogProps) {
  const editing = open && editor.isActive('link');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? 'Editar link' : 'Inserir link'}
        description="Digite um endereço ou busque uma página do site."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <LinkForm editor={editor} editing={editing} onOpenChange={onOpenChange} searchLinks={searchLinks} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form, mounted while it is open: it starts from the link the caret is in. */
function LinkForm({
  editor,
  editing,
  onOpenChange,
  searchLinks,
}: Omit<LinkDialogProps, 'open'> & { editing: boolean }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<LinkSuggestion | null>(null);
  const searchId = useId();

  const query = useDebouncedValue(search.trim(), 250);
  const results = useQuery({
    queryKey: ['rich-text-editor', 'link-search', query],
    queryFn: () => searchLinks!(query),
    enabled: !!searchLinks && query.length >= 2,
    staleTime: 30_000,
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const refusal = linkHrefProblem(href);
    setProblem(refusal);
    if (refusal) return;
    const address = href.trim();
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const text = picked?.path === address ? picked.title : address;
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    } else {
      chain.extendMarkRange('link').setMark('link', { href: address }).run();
    }
    onOpenChange(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetMark('link').run();
    onOpenChange(false);
  };

  return (
    <form onSubmit={apply} noValidate className="flex flex-col gap-4">
      <FormField
        label="Endereço"
        required
        error={problem ?? undefined}
        hint="https://… para outro site, /caminho para uma página do site."
      >
        {(props) => (
          <Input
            {...props}
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              if (problem) setProblem(null);
            }}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://exemplo.com.br"
          />
        )}
      </FormField>
      {searchLinks && (
        <div className="flex flex-col gap-2">
          <FormField label="Buscar página do site" id={searchId}>
            {(props) => (
              <Input
                {...props}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                autoComplete="off"
                placeholder="Título de um artigo ou case"
              />
            )}
          </FormField>
          {query.length >= 2 && (
            <div aria-live="polite" className="text-sm">
              {results.isPending ? (
                <p className="text-ink-600">Buscando…</p>
              ) : results.isError ? (
                <p className="text-danger-800">Não foi possível buscar as páginas.</p>
              ) : results.data.length === 0 ? (
                <p className="text-ink-600">Nenhuma página encontrada.</p>
              ) : (
                <ul aria-label="Páginas encontradas" className="flex max-h-56 flex-col gap-1 overflow-y-auto">
                  {results.data.map((page) => (
                    <li key={page.path}>
                      <button
                        type="button"
                        aria-pressed={href === page.path}
                        onClick={() => {
                          setHref(page.path);
                          setPicked(page);
                          setProblem(null);
                        }}
                        className="flex w-full min-w-0 flex-col items-start rounded-md border border-ink-200 px-3 py-2 text-left hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-ink-700 aria-pressed:border-accent-600 aria-pressed:bg-accent-50"
                      >
                        <span className="w-full truncate font-medium text-ink-900">{page.title}</span>
                        <span className="w-full truncate text-xs text-ink-600">
                          {page.kind} · {page.path}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
      <DialogFooter>
        {editing && (
          <Button type="button" variant="ghost" onClick={remove} className="sm:mr-auto">
            Remover link
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button type="submit">{editing ? 'Salvar link' : 'Inserir link'}</Button>
      </DialogFooter>
    </form>
  );
}
