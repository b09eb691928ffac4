import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { useEditConflict, type ConflictFields } from '@/components/admin/edit-conflict';
import { DialogFormActions } from '@/components/admin/form-actions';
import { ImageField } from '@/components/admin/media/image-field';
import { PublicationSeoFields } from '@/components/admin/publication-seo-fields';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { categoryPath } from '@/config/content-paths';
import { flagRefusedField } from '@/lib/flag-refused-field';

import {
  categoryFormSchema,
  categoryMessages,
  categorySlugOf,
  categoryToFormValues,
  emptyCategoryForm,
  type CategoryFormValues,
} from '../api/category-form-schema';
import type { AdminCategory } from '../api/get-admin-categories';
import type { CategoryRow } from '../api/row-schemas';
import { getSavedCategory, useCreateCategory, useUpdateCategory } from '../api/save-category';
import { CATEGORY_LIMITS } from '../category-limits';
import { categorySeoDerived } from '../utils/category-seo';

/** The category form's fields as it labels them, for the conflict view. */
const CATEGORY_CONFLICT_FIELDS: ConflictFields<CategoryFormValues> = {
  nome: { label: 'Nome' },
  slug: { label: 'Endereço' },
  descricao: { label: 'Descrição (opcional)' },
  seo_titulo: { label: 'Título para buscadores' },
  seo_descricao: { label: 'Descrição para buscadores' },
  seo_imagem: { label: 'URL da imagem de compartilhamento' },
};

/** What an address box is: typed as is (no capitals, spelling or autofill). */
const SLUG_INPUT_PROPS = {
  autoComplete: 'off',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

interface CategoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category being edited, or null for a new one. */
  category: AdminCategory | null;
  /** After a save, before the dialog closes: the category as saved (the list shows it). */
  onSaved?: (saved: CategoryRow) => void;
}

/**
 * 'Nova Categoria' / 'Editar Categoria': nome, the address (derived from the name unless typed;
 * a new one redirects the old), descrição and the SEO fields with their previews.
 */
export function CategoryDialog({ open, onOpenChange, category, onSaved }: CategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={category ? 'Editar Categoria' : 'Nova Categoria'}
        description={
          category
            ? 'Altere o nome, o endereço, a descrição ou como a página aparece nos buscadores.'
            : 'Cadastre uma categoria para organizar os insights. Ela ganha uma página própria no site.'
        }
        className="sm:max-w-2xl"
      >
        {/* Mounted on open (Radix unmounts closed content): every opening starts from the category. */}
        <CategoryForm
          category={category}
          onDone={(saved) => {
            onSaved?.(saved);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  category,
  onDone,
}: {
  category: AdminCategory | null;
  onDone: (saved: CategoryRow) => void;
}) {
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: category ? categoryToFormValues(category) : emptyCategoryForm,
    shouldFocusError: true,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const conflict = useEditConflict({
    form,
    version: category?.version,
    fields: CATEGORY_CONFLICT_FIELDS,
    subject: { noun: 'esta categoria', pronoun: 'a' },
    loadSaved: () => getSavedCategory(category?.id ?? ''),
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'categoria',
    subject: 'categoria',
    itemId: category?.id,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });
  const [nome, slugTyped, descricao, seoTitulo, seoDescricao, seoImagem] = useWatch({
    control,
    name: ['nome', 'slug', 'descricao', 'seo_titulo', 'seo_descricao', 'seo_imagem'],
  });
  const slug = categorySlugOf({ nome: nome ?? '', slug: slugTyped ?? '' });
  const path = categoryPath(slug || '...');
  const moving = category !== null && slug !== '' && slug !== category.slug;

  const onSubmit = form.handleSubmit(
    async (values) => {
      let saved: CategoryRow;
      try {
        if (category) {
          saved = await updateCategory.mutateAsync({
            id: category.id,
            baseVersion: conflict.baseVersion ?? category.version,
            values,
          });
        } else {
          saved = await createCategory.mutateAsync(values);
        }
      } catch (error) {
        console.error('Erro ao salvar categoria:', error);
        if (conflict.handleSaveError(error)) return;
        // A taken address is explained under its field and in the toast; what was typed stays.
        const fieldMessage = flagRefusedField(form, error);
        toast.error('Erro', { description: fieldMessage ?? 'Erro ao salvar categoria' });
        return;
      }
      toast.success('Sucesso', {
        description: category ? 'Categoria atualizada com sucesso' : 'Categoria criada com sucesso',
      });
      safeguards.saved();
      onDone(saved);
    },
    (invalid) => {
      toast.error('Erro', {
        description:
          invalid.nome?.message ??
          invalid.slug?.message ??
          invalid.descricao?.message ??
          categoryMessages.checkFields,
      });
    },
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={category ? 'Editar categoria' : 'Nova categoria'}>
        {safeguards.notices}
        {/* Read-only while someone else edits the category: what the fields hold stays. */}
        <fieldset disabled={safeguards.readOnly} className="flex min-w-0 flex-col gap-5">
          <FormField label="Nome" required error={errors.nome?.message}>
            {(props) => (
              <Input autoComplete="off" maxLength={CATEGORY_LIMITS.nome} {...props} {...register('nome')} />
            )}
          </FormField>
          <FormField
            label="Endereço (opcional)"
            error={errors.slug?.message}
            hint={
              <>
                A página fica em <span className="font-mono [overflow-wrap:anywhere]">{path}</span>.{' '}
                {category
                  ? 'Deixe vazio para gerar o endereço a partir do nome.'
                  : 'Vazio: gerado a partir do nome.'}
              </>
            }
          >
            {(props) => (
              <Input
                {...props}
                {...register('slug')}
                {...SLUG_INPUT_PROPS}
                maxLength={CATEGORY_LIMITS.slug}
                placeholder={category ? undefined : 'gerado a partir do nome'}
                className="font-mono"
              />
            )}
          </FormField>
          {moving && (
            <p
              role="status"
              className="flex gap-2 rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm text-ink-800"
            >
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-800" />
              <span>
                O endereço muda de{' '}
                <span className="font-mono [overflow-wrap:anywhere]">{categoryPath(category.slug)}</span> para{' '}
                <span className="font-mono [overflow-wrap:anywhere]">{categoryPath(slug)}</span>. O endereço
                antigo e os dos artigos publicados nela passam a redirecionar para os novos.
              </span>
            </p>
          )}
          <FormField label="Descrição (opcional)" error={errors.descricao?.message}>
            {(props) => <Textarea rows={3} {...props} {...register('descricao')} />}
          </FormField>

          <section
            aria-labelledby="category-seo-heading"
            className="flex flex-col gap-3 border-t border-ink-200 pt-5"
          >
            <div>
              <h3 id="category-seo-heading" className="font-display text-base font-semibold text-ink-950">
                SEO e compartilhamento
              </h3>
              <p className="text-sm text-ink-600">
                Como a página da categoria aparece no Google e nos links compartilhados. Deixe em branco para
                usar o nome e a descrição.
              </p>
            </div>
            <PublicationSeoFields
              seoTitulo={{
                registration: register('seo_titulo'),
                value: seoTitulo ?? '',
                error: errors.seo_titulo?.message,
              }}
              seoDescricao={{
                registration: register('seo_descricao'),
                value: seoDescricao ?? '',
                error: errors.seo_descricao?.message,
              }}
              seoImagem={seoImagem ?? ''}
              imageField={
                <ImageField
                  target="case"
                  label="Imagem de compartilhamento"
                  urlLabel="URL da imagem de compartilhamento"
                  registration={register('seo_imagem')}
                  value={seoImagem ?? ''}
                  onChange={(url) =>
                    form.setValue('seo_imagem', url, { shouldDirty: true, shouldValidate: true })
                  }
                  error={errors.seo_imagem?.message}
                />
              }
              derived={categorySeoDerived({ nome: nome ?? '', descricao: descricao ?? '' })}
              sources={{
                title: 'o nome, seguido de "Insights sobre IA" e do nome do site',
                description: 'a descrição da categoria (ou uma frase padrão com o nome)',
              }}
              path={path}
            />
          </section>

          <DialogFormActions
            pending={isSubmitting}
            submitLabel={category ? 'Salvar' : 'Criar categoria'}
            pendingLabel={category ? 'Salvando...' : 'Criando...'}
          />
        </fieldset>
      </form>
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
