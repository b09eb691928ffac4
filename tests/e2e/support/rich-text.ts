/**
 * The admin's rich-text editor (src/components/admin/rich-text-editor/) in a test: a contenteditable
 * textbox named by its label. What a person types goes through `keyboard`; HTML from another
 * program arrives as a paste event carrying `text/html`, as the clipboard hands it.
 */
import type { Locator } from 'playwright-core';

/** The editor labelled `label` ('Conteúdo', 'O problema'…), once its chunk has loaded. */
export async function richTextEditor(
  page: { getByRole: Locator['getByRole'] },
  label: string,
): Promise<Locator> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.waitFor();
  return editor;
}

/** Pastes `html` (and `text`, the plain-text flavour) into the editor at its caret. */
export async function pasteHtml(editor: Locator, html: string, text = ''): Promise<void> {
  await editor.focus();
  await editor.evaluate(
    (element, { html: pasted, text: plain }) => {
      const data = new DataTransfer();
      data.setData('text/html', pasted);
      data.setData('text/plain', plain);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { html, text },
  );
}
