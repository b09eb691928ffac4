/**
 * A rich-text field of a form (an article body, a case section): label, the visual editor, hint and
 * error, wired to react-hook-form. The editor (Tiptap, ~150 KB gzip) is its own chunk, loaded only
 * when a form that has one opens (`rich-text-editor/rich-text-editor.tsx`); meanwhile a box of the
 * same size says it is loading. The value is HTML of the stored contract (src/limits/article-html.ts),
 * '' when empty.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import type { ImageTarget } from '@/lib/image-upload';

import { EditorLoading } from './rich-text-editor/editor-loading';
import type { SearchLinks } from './rich-text-editor/types';

const RichTextEditor = lazy(() => import('./rich-text-editor/rich-text-editor'));

export type { LinkSuggestion, SearchLinks } from './rich-text-editor/types';

interface RichTextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  searchLinks?: SearchLinks;
  imageTarget?: ImageTarget;
}

export function RichTextField<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  error,
  hint,
  placeholder,
  searchLinks,
  imageTarget,
}: RichTextFieldProps<Values>) {
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Suspense fallback={<EditorLoading />}>
              <RichTextEditor
                id={props.id}
                labelId={`${props.id}-rotulo`}
                aria-describedby={props['aria-describedby']}
                aria-invalid={props['aria-invalid']}
                aria-required={props['aria-required']}
                value={(field.value as string | null | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                fieldRef={field.ref}
                disabled={field.disabled}
                placeholder={placeholder}
                searchLinks={searchLinks}
                imageTarget={imageTarget}
              />
            </Suspense>
          )}
        />
      )}
    </FormField>
  );
}
