/** The editor's place while its code loads or while Tiptap makes its editor: same size, says why. */
export function EditorLoading() {
  return (
    <div
      role="status"
      className="flex min-h-60 items-center justify-center rounded-lg border border-ink-300 bg-ink-50 text-sm text-ink-600"
    >
      Carregando o editor…
    </div>
  );
}
