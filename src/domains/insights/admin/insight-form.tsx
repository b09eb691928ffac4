import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/admin/media/image-field';
import {
  richTextConflictFields,
  useEditConflict,
  type ConflictFields,
  type SavedVersion,
} from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { PUBLICATION_CONFLICT_FIELDS } from '@/components/admin/publication-conflict-fields';
import { PublicationActions, savedMessage, STAGED_MESSAGE } from '@/components/admin/publication-actions';
import { PublicationFields } from '@/components/admin/publication-fields';
import { PublicationSeoFields } from '@/components/admin/publication-seo-fields';
import { RichTextField } from '@/components/admin/rich-text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { insightPath } from '@/config/content-paths';
import { saoPauloDateTimeToIso } from '@/lib/dates';
import { SaveError } from '@/lib/db-error';
import { flagRefusedField } from '@/lib/flag-refused-field';
import { publicationState, type PublicationStatus } from '@/lib/publication';
import { searchSitePages as searchLinks } from '@/lib/site-page-search';
import { slugify } from '@/lib/slug';

import type { AdminInsight } from '../api/get-admin-insight';
import { categoriesQueryOptions } from '../api/get-categories';
import { insightFormSchema, insightToFormValues, type InsightFormValues } from '../api/insight-form-schema';
import type { Category } from '../api/row-schemas';
import { slugForUpdate } from '../api/save-insight';
import { INSIGHT_LIMITS } from '../limits';

type Mode = 'create' | 'edit';

const TEXTS: Record<Mode, { formLabel: string; failure: string }> = {
  create: { formLabel: 'Novo insight', failure: 'Não foi possível criar o insight' },
  edit: { formLabel: 'Editar insight', failure: 'Não foi possível atualizar o insight' },
};

/** The insight form's fields as it labels them, for the conflict view; the category by name. */
function insightConflictFields(
  categories: readonly Category[] | undefined,
): ConflictFields<InsightFormValues> {
  return {
    titulo: { label: 'Título' },
    descricao: { label: 'Descrição' },
    ...richTextConflictFields('insights', { conteudo: 'Conteúdo' }),
    categoria_id: {
      label: 'Categoria',
      format: (id) =>
        id === ''
          ? 'Sem categoria'
          : (categories?.find((category) => category.id === id)?.nome ?? 'Outra categoria'),
    },
    imagem: { label: 'URL da imagem' },
    ...PUBLICATION_CONFLICT_FIELDS,
  };
}

const noSavedVersion = () => Promise.reject(new Error('Um insight novo ainda não tem versão salva.'));

export interface InsightFormProps {
  mode: Mode;
  defaultValues: InsightFormValues;
  /** Editing: the title and slug the row has now (the slug is kept while the title is). */
  original?: { titulo: string; slug: string };
  /** Editing: the stored status and moment (null or absent for a new insight). */
  saved?: { status: PublicationStatus; publicado_em: string } | null;
  /** Editing: the stored insight's public address ('Pré-visualizar'). */
  previewPath?: string;
  /** Editing: the insight's id, the version `defaultValues` were read from, and how to read the insight as saved now. */
  itemId?: string;
  version?: number;
  loadSaved?: () => Promise<SavedVersion<InsightFormValues>>;
  /**
   * Saves the validated values, with the status of the button pressed, from `baseVersion`
   * (undefined for a new insight); returns the insight as saved. Throws a `SaveError`
   * (`insightSaveError`) when the database refuses them, with `conflict` when someone saved first.
   */
  onSave: (values: InsightFormValues, baseVersion: number | undefined) => Promise<AdminInsight>;
  /** After the success toast ('Publicado.', 'Rascunho salvo.'…), with the insight as saved. */
  onSaved: (saved: AdminInsight) => void;
  /** 'Cancelar' (back to /admin). */
  onCancel: () => void;
  /** A published insight: its changes may be saved as pending ('Alterações pendentes'). */
  staging?: 'available' | 'active';
  /** Saves the validated values as pending changes from `baseVersion`; returns the insight as it would be. */
  onStage?: (values: InsightFormValues, baseVersion: number | undefined) => Promise<AdminInsight>;
}

/**
 * Insight create/edit form: título (required), descrição, conteúdo (the visual editor, whose
 * HTML is the stored contract; links to the site's pages found by `searchSitePages`), the publication (state, moment, preview), category and cover image, SEO
 * and sharing with their previews; then saving as a draft, publishing or scheduling (or saving a
 * published insight, or taking it back to draft). Values stay on error; toasts report the outcome.
 */
export function InsightForm({
  mode,
  defaultValues,
  original,
  saved = null,
  previewPath,
  itemId,
  version,
  loadSaved = noSavedVersion,
  onSave,
  onSaved,
  onCancel,
  staging,
  onStage,
}: InsightFormProps) {
  const texts = TEXTS[mode];
  const form = useForm<InsightFormValues>({
    resolver: zodResolver(insightFormSchema),
    defaultValues,
    shouldFocusError: true,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const setImage = (name: 'imagem' | 'seo_imagem', url: string) =>
    form.setValue(name, url, { shouldDirty: true, shouldValidate: true });
  const [titulo, descricao, imagem, categoryId, dateTime, seoTitulo, seoDescricao, seoImagem] = useWatch({
    control,
    name: [
      'titulo',
      'descricao',
      'imagem',
      'categoria_id',
      'publicado_em',
      'seo_titulo',
      'seo_descricao',
      'seo_imagem',
    ],
  });
  const [pending, setPending] = useState<PublicationStatus | 'stage' | null>(null);
  const savedState = saved ? publicationState(saved) : null;

  const categories = useQuery(categoriesQueryOptions());
  useEffect(() => {
    // A failed category load is only logged (the select still offers 'Sem categoria').
    if (categories.isError) console.error('Erro ao carregar categorias:', categories.error);
  }, [categories.isError, categories.error]);
  const conflict = useEditConflict({
    form,
    version,
    fields: insightConflictFields(categories.data),
    subject: { noun: 'este insight', pronoun: 'o' },
    loadSaved,
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'insight',
    subject: 'insight',
    itemId,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });
  const categorySlug = categories.data?.find((category) => category.id === categoryId)?.slug;
  const slug = original ? slugForUpdate({ ...defaultValues, titulo }, original) : slugify(titulo);

  /** Validates, then saves with the status of the button pressed (or as pending changes: `stage`). */
  const saveAs = (status: PublicationStatus, stage = false) =>
    form.handleSubmit(async (values) => {
      setPending(stage ? 'stage' : status);
      let result;
      try {
        result = await (stage && onStage ? onStage : onSave)({ ...values, status }, conflict.baseVersion);
      } catch (error) {
        console.error(`${texts.failure}:`, error);
        if (conflict.handleSaveError(error)) return;
        if (error instanceof SaveError) {
          // `onSave` names only fields of this form (`insightSaveError`'s constraint table).
          flagRefusedField(form, error);
          toast.error('Erro', { description: texts.failure });
        } else {
          toast.error('Erro', { description: 'Erro interno do servidor' });
        }
        return;
      } finally {
        setPending(null);
      }
      // The form stays on the insight: what was saved is its new starting point.
      safeguards.saved();
      if (mode === 'create') safeguards.leaving();
      conflict.savedVersion(result.version);
      form.reset(insightToFormValues(result));
      if (stage) {
        toast.success(STAGED_MESSAGE);
        return;
      }
      const after = { status, publicado_em: saoPauloDateTimeToIso(values.publicado_em) };
      toast.success(savedMessage(savedState, after));
      onSaved(result);
    })();
  const path = insightPath(categorySlug, slug || '...');

  return (
    <>
      <form
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-label={texts.formLabel}
        className="space-y-6"
      >
        {safeguards.notices}
        {/* Read-only while someone else edits the insight: what the fields hold stays. */}
        <fieldset disabled={safeguards.readOnly} className="min-w-0 space-y-6">
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <Card>
                <CardHeader className="pb-4">
                  <CardTitle>Conteúdo</CardTitle>
                </CardHeader>
                <CardContent className="space-y-5">
                  <FormField
                    label="Título"
                    required
                    error={errors.titulo?.message}
                    hint={slug ? `Endereço no site: ${path}` : undefined}
                  >
                    {(props) => (
                      <Input
                        {...props}
                        {...register('titulo')}
                        maxLength={INSIGHT_LIMITS.tituloMax}
                        autoComplete="off"
                        placeholder="Ex.: Como a IA reduz o tempo de atendimento"
                      />
                    )}
                  </FormField>
                  <FormField
                    label="Descrição"
                    error={errors.descricao?.message}
                    hint="Resumo exibido nas listas e nos buscadores."
                  >
                    {(props) => (
                      <Textarea
                        {...props}
                        {...register('descricao')}
                        rows={3}
                        maxLength={INSIGHT_LIMITS.descricaoMax}
                      />
                    )}
                  </FormField>
                  <RichTextField
                    control={control}
                    name="conteudo"
                    label="Conteúdo"
                    error={errors.conteudo?.message}
                    searchLinks={searchLinks}
                  />
                </CardContent>
              </Card>
            </div>

            <div className="min-w-0 space-y-6">
              <Card>
                <CardHeader className="pb-4">
                  <CardTitle>Publicação</CardTitle>
                </CardHeader>
                <CardContent>
                  <PublicationFields
                    saved={saved}
                    previewPath={previewPath}
                    dateTime={{ registration: register('publicado_em'), error: errors.publicado_em?.message }}
                    statusError={errors.status?.message}
                  />
                </CardContent>
              </Card>

              <Card>
                <CardHeader className="pb-4">
                  <CardTitle>Categoria e capa</CardTitle>
                </CardHeader>
                <CardContent className="space-y-5">
                  <FormField label="Categoria" error={errors.categoria_id?.message}>
                    {(props) => (
                      <Select
                        {...props}
                        {...register('categoria_id')}
                        // Controlled, so the choice survives the options arriving after the first render.
                        value={categoryId}
                        aria-busy={categories.isPending || undefined}
                      >
                        <option value="">Sem categoria</option>
                        {categories.data?.map((category) => (
                          <option key={category.id} value={category.id}>
                            {category.nome}
                          </option>
                        ))}
                        {/* Keep the saved category selectable while the list loads (or if it failed). */}
                        {defaultValues.categoria_id && !categories.data && (
                          <option value={defaultValues.categoria_id}>Categoria atual</option>
                        )}
                      </Select>
                    )}
                  </FormField>
                  <ImageField
                    target="case"
                    label="Imagem de capa"
                    urlLabel="URL da imagem"
                    hint="Ou cole o endereço completo (https://…) da imagem de capa."
                    registration={register('imagem')}
                    value={imagem}
                    onChange={(url) => setImage('imagem', url)}
                    error={errors.imagem?.message}
                  />
                </CardContent>
              </Card>
            </div>
          </div>

          <Card>
            <CardHeader className="pb-4">
              <CardTitle>SEO e compartilhamento</CardTitle>
              <CardDescription>
                Como o artigo aparece no Google e nos links compartilhados. Deixe em branco para usar o
                próprio conteúdo.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PublicationSeoFields
                seoTitulo={{
                  registration: register('seo_titulo'),
                  value: seoTitulo,
                  error: errors.seo_titulo?.message,
                }}
                seoDescricao={{
                  registration: register('seo_descricao'),
                  value: seoDescricao,
                  error: errors.seo_descricao?.message,
                }}
                seoImagem={seoImagem}
                imageField={
                  <ImageField
                    target="case"
                    label="Imagem de compartilhamento"
                    urlLabel="URL da imagem de compartilhamento"
                    registration={register('seo_imagem')}
                    value={seoImagem}
                    onChange={(url) => setImage('seo_imagem', url)}
                    error={errors.seo_imagem?.message}
                  />
                }
                derived={{ titulo, description: descricao, image: imagem }}
                sources={{ description: 'a descrição', image: 'a imagem de capa' }}
                path={path}
              />
            </CardContent>
          </Card>

          <PublicationActions
            saved={savedState}
            dateTime={dateTime}
            pending={pending}
            onAction={(status) => void saveAs(status)}
            onCancel={onCancel}
            staging={staging}
            onStage={() => void saveAs('publicado', true)}
          />
        </fieldset>
      </form>
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
