import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { PublicationFields } from '@/components/admin/publication-fields';
import { PublicationSeoFields } from '@/components/admin/publication-seo-fields';
import { RichTextField } from '@/components/admin/rich-text-field';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Button } from '@/components/ui/button';
import { Input, Textarea, UrlInput } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { casePath } from '@/config/content-paths';
import type { PublicationStatus } from '@/lib/publication';
import { searchSitePages } from '@/lib/site-page-search';
import { slugify } from '@/lib/slug';

import type { CaseFormValues } from '../api/case-form-schema';
import { adminNichesQueryOptions } from '../api/get-admin-niches';
import { CASE_LIMITS } from '../limits';
import { FormSection } from './form-section';
import { ImageUrlField } from './image-url-field';
import { NicheChecklist, NicheToggleChips } from './niche-pickers';

export type CaseFormMode = 'create' | 'edit';

interface CaseFormFieldsProps {
  form: UseFormReturn<CaseFormValues>;
  mode: CaseFormMode;
  /** `onUploadingChange` for the uploader under `key` (see useUploadTracker). */
  trackUpload: (key: string) => (uploading: boolean) => void;
  /** The stored case's status and moment; null for a new case. */
  saved: { status: PublicationStatus; publicado_em: string } | null;
  /** The stored case's public address ('Pré-visualizar'). */
  previewPath?: string;
}

/** The case's long sections, each a rich-text field (HTML of the article contract). */
const SECTIONS = [
  { name: 'problema', label: 'O problema' },
  { name: 'solucao', label: 'A solução' },
  { name: 'resultados', label: 'Resultados' },
] as const;

const VIDEO_HINT =
  'Use o link de incorporação do YouTube (https://www.youtube.com/embed/...). Links comuns (youtube.com/watch ou youtu.be) também funcionam na página pública.';

/** The cards of the case create and edit forms. */
export function CaseFormFields({ form, mode, trackUpload, saved, previewPath }: CaseFormFieldsProps) {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const destaqueId = useId();
  const [
    titulo,
    subtitulo,
    imagemDestacada,
    depoimentoFoto,
    galeria,
    slug,
    seoTitulo,
    seoDescricao,
    seoImagem,
  ] = useWatch({
    control,
    name: [
      'titulo',
      'subtitulo',
      'imagem_destacada',
      'depoimento_foto',
      'galeria',
      'slug',
      'seo_titulo',
      'seo_descricao',
      'seo_imagem',
    ],
  });
  const gallery = useFieldArray({ control, name: 'galeria' });
  const niches = useQuery(adminNichesQueryOptions());
  useLoadErrorToast(niches.error, 'Erro ao carregar nichos');

  // Edit: the slug follows the title while it is empty or still the slug of the previous title.
  const [previousTitle, setPreviousTitle] = useState(() => getValues('titulo'));
  const tituloRegistration = register('titulo', {
    onChange: (event: { target: { value: string } }) => {
      const title = event.target.value;
      if (mode === 'edit') {
        const current = getValues('slug');
        if (current.trim() === '' || current === slugify(previousTitle)) {
          setValue('slug', slugify(title), { shouldDirty: true, shouldValidate: Boolean(errors.slug) });
        }
      }
      setPreviousTitle(title);
    },
  });

  const setUploaded =
    (name: 'imagem_destacada' | 'depoimento_foto' | 'seo_imagem' | `galeria.${number}.url`) =>
    (url: string) =>
      setValue(name, url, { shouldDirty: true, shouldValidate: true });
  /** An image field of the case itself, wired to its value, uploader and error. */
  const caseImageField = (
    name: 'imagem_destacada' | 'depoimento_foto' | 'seo_imagem',
    value: string | null | undefined,
  ) => ({
    registration: register(name),
    value: value ?? '',
    onUploaded: setUploaded(name),
    onUploadingChange: trackUpload(name),
    error: errors[name]?.message,
  });

  const galleryError = errors.galeria?.root?.message ?? errors.galeria?.message;
  const slugPreview = slugify(slug ?? '');
  // A new case's slug is the database's, from the title (taken ones get a suffix).
  const path = casePath((mode === 'edit' ? slugPreview : slugify(titulo ?? '')) || '...');

  return (
    <div className="flex flex-col gap-6">
      <FormSection title="Informações básicas">
        <FormField label="Título" required error={errors.titulo?.message}>
          {(control) => <Input autoComplete="off" {...control} {...tituloRegistration} />}
        </FormField>
        <FormField label="Subtítulo" required error={errors.subtitulo?.message}>
          {(control) => <Input autoComplete="off" {...control} {...register('subtitulo')} />}
        </FormField>
        {mode === 'edit' && (
          <FormField
            label="Slug"
            required
            error={errors.slug?.message}
            hint={
              <>
                Endereço público:{' '}
                <span className="font-mono break-all">{casePath(slugPreview || '...')}</span>. Segue o título
                enquanto não for alterado à mão.
              </>
            }
          >
            {(control) => (
              <Input
                autoComplete="off"
                spellCheck={false}
                {...control}
                {...register('slug', {
                  onBlur: (event: { target: { value: string } }) => {
                    const normalized = slugify(event.target.value);
                    if (normalized !== '' && normalized !== event.target.value) {
                      setValue('slug', normalized, { shouldDirty: true });
                    }
                  },
                })}
              />
            )}
          </FormField>
        )}
        <Controller
          control={control}
          name="destaque"
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-lg border border-ink-200 p-3.5">
              <Switch
                id={destaqueId}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`${destaqueId}-dica`}
              />
              <div className="min-w-0">
                <label htmlFor={destaqueId} className="block text-sm font-medium text-ink-900">
                  Case em destaque
                </label>
                <p id={`${destaqueId}-dica`} className="text-xs text-ink-600">
                  Aparece em “Cases em Destaque” na página de consultoria.
                </p>
              </div>
            </div>
          )}
        />
      </FormSection>

      <FormSection title="Mídia">
        <ImageUrlField
          label="URL da imagem destacada"
          uploadLabel="Imagem destacada"
          {...caseImageField('imagem_destacada', imagemDestacada)}
        />
        <FormField label="URL do vídeo" error={errors.video_url?.message} hint={VIDEO_HINT}>
          {(control) => (
            <UrlInput
              placeholder="https://www.youtube.com/embed/..."
              {...control}
              {...register('video_url')}
            />
          )}
        </FormField>
        <FormField
          label="URL do agente de IA"
          error={errors.agente_ia_url?.message}
          hint="Link para conversar com o agente (por exemplo, um link do WhatsApp)."
        >
          {(control) => <UrlInput placeholder="https://..." {...control} {...register('agente_ia_url')} />}
        </FormField>
      </FormSection>

      <FormSection
        title="Galeria de imagens"
        description={`Até ${CASE_LIMITS.galeria} imagens. Itens vazios são ignorados ao salvar.`}
      >
        {gallery.fields.length === 0 ? (
          <p className="text-sm text-ink-600">Nenhuma imagem na galeria.</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {gallery.fields.map((field, index) => {
              const position = index + 1;
              return (
                <li key={field.id} className="rounded-lg border border-ink-200 p-4">
                  <div className="mb-3 flex items-center justify-between gap-3">
                    <p className="text-sm font-semibold text-ink-900">Imagem {position}</p>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => gallery.remove(index)}
                      className="text-danger-800 hover:bg-danger-50"
                    >
                      <Trash2 aria-hidden />
                      Remover<span className="sr-only"> item {position} da galeria</span>
                    </Button>
                  </div>
                  <ImageUrlField
                    label={`URL da imagem ${position} da galeria`}
                    uploadLabel={`Imagem ${position} da galeria`}
                    registration={register(`galeria.${index}.url`)}
                    value={galeria?.[index]?.url ?? ''}
                    onUploaded={setUploaded(`galeria.${index}.url`)}
                    onUploadingChange={trackUpload(`galeria-${field.id}`)}
                    error={errors.galeria?.[index]?.url?.message}
                  />
                </li>
              );
            })}
          </ol>
        )}
        {galleryError && <p className="text-sm text-danger-800">{galleryError}</p>}
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={gallery.fields.length >= CASE_LIMITS.galeria}
            onClick={() => gallery.append({ url: '' }, { shouldFocus: true })}
          >
            <ImagePlus aria-hidden />
            Adicionar imagem
          </Button>
        </div>
      </FormSection>

      <FormSection
        title="Conteúdo"
        description="Use a barra de ferramentas, atalhos como ## ou - , ou digite / numa linha vazia para títulos, listas, imagens e vídeos."
      >
        {SECTIONS.map(({ name, label }) => (
          <RichTextField
            key={name}
            control={control}
            name={name}
            label={label}
            error={errors[name]?.message}
            searchLinks={searchSitePages}
          />
        ))}
      </FormSection>

      <FormSection title="Depoimento">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Nome" error={errors.depoimento_nome?.message}>
            {(control) => <Input autoComplete="off" {...control} {...register('depoimento_nome')} />}
          </FormField>
          <FormField label="Cargo" error={errors.depoimento_cargo?.message}>
            {(control) => <Input autoComplete="off" {...control} {...register('depoimento_cargo')} />}
          </FormField>
        </div>
        <FormField label="Depoimento" error={errors.depoimento_texto?.message}>
          {(control) => <Textarea rows={4} {...control} {...register('depoimento_texto')} />}
        </FormField>
        <ImageUrlField
          label="URL da foto de quem deu o depoimento"
          uploadLabel="Foto do depoimento"
          {...caseImageField('depoimento_foto', depoimentoFoto)}
        />
      </FormSection>

      <FormSection
        title="Nichos"
        description={
          mode === 'edit' ? 'Clique em um nicho para marcar ou desmarcar.' : 'Marque os nichos do case.'
        }
      >
        <Controller
          control={control}
          name="niches"
          render={({ field }) => {
            const pickerProps = {
              niches: niches.data,
              loading: niches.isPending,
              failed: niches.isError,
              onRetry: () => void niches.refetch(),
              value: field.value,
              onChange: field.onChange,
            };
            return mode === 'edit' ? (
              <NicheToggleChips {...pickerProps} />
            ) : (
              <NicheChecklist {...pickerProps} />
            );
          }}
        />
      </FormSection>

      <FormSection
        title="SEO e compartilhamento"
        description="Como o case aparece no Google e nos links compartilhados. Deixe em branco para usar o próprio conteúdo."
      >
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
            <ImageUrlField
              label="URL da imagem de compartilhamento"
              uploadLabel="Imagem de compartilhamento"
              {...caseImageField('seo_imagem', seoImagem)}
            />
          }
          derived={{ titulo: titulo ?? '', description: subtitulo ?? '', image: imagemDestacada ?? '' }}
          sources={{ description: 'o subtítulo', image: 'a imagem destacada' }}
          path={path}
        />
      </FormSection>

      <FormSection title="Publicação">
        <PublicationFields
          saved={saved}
          previewPath={previewPath}
          dateTime={{ registration: register('publicado_em'), error: errors.publicado_em?.message }}
          statusError={errors.status?.message}
        />
      </FormSection>
    </div>
  );
}
