import type { ImageTarget } from '@/lib/image-upload';

/** A page of the site offered by the link dialog's search. */
export interface LinkSuggestion {
  title: string;
  /** The page's address on the site ('/insights/…', '/cases/…'). */
  path: string;
  /** What it is, shown beside the title ('Artigo', 'Case'). */
  kind: string;
}

/** Finds pages of the site by title for the link dialog. */
export type SearchLinks = (query: string) => Promise<LinkSuggestion[]>;

/** The editor's props: a react-hook-form field plus the label and hint ids of its `FormField`. */
export interface RichTextEditorProps {
  /** The textbox's id (the `FormField`'s control id). */
  id: string;
  /** The id of the label that names the textbox. */
  labelId: string;
  /** The stored HTML ('' for nothing). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** react-hook-form's `field.ref`: given an object whose `focus()` focuses the editor. */
  fieldRef?: (instance: { focus: () => void } | null) => void;
  placeholder?: string;
  /** Finds the site's pages for the link dialog (the form's domain knows them). */
  searchLinks?: SearchLinks;
  /** Where uploaded images go (a storage target the policies accept). */
  imageTarget?: ImageTarget;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}
