import type { Editor } from '@tiptap/core';

/**
 * The HTML the form stores for the editor's document: '' for an empty one, no empty paragraphs at
 * the end, and list items without the paragraph the editor keeps inside each
 * (`<li><p>text</p></li>` → `<li>text</li>`), as the stored articles are written. Loading that
 * HTML gives the same document back.
 */
export function storedHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  // The empty paragraph left below a last figure (to write on) is no content.
  return unwrapListParagraphs(editor.getHTML()).replace(/(<p><\/p>)+$/, '');
}

export function unwrapListParagraphs(html: string): string {
  if (!html.includes('<li><p')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const item of template.content.querySelectorAll('li')) {
    const first = item.firstChild;
    if (first instanceof HTMLParagraphElement) first.replaceWith(...first.childNodes);
  }
  return template.innerHTML;
}
