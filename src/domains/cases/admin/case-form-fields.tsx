import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Button } from '@/components/ui/button';
import { Input, Textarea, UrlInput } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { casePath } from '@/config/content-paths';
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
}

const VIDEO_HINT =
  'Use o link de incorporação do YouTube (https://www.youtube.com/embed/...). Links comuns (youtube.com/watch ou youtu.be) também funcionam na página pública.';

/** The cards of the case create and edit forms. */
export function CaseFormFields({ form, mode, trackUpload }: CaseFormFieldsProps) {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const destaqueId = useId();
  const [imagemDestacada, depoimentoFoto, galeria, slug] = useWatch({
    control,
    name: ['imagem_destacada', 'depoimento_foto', 'galeria', 'slug'],
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
    (name: 'imagem_destacada' | 'depoimento_foto' | `galeria.${number}.url`) => (url: string) =>
      setValue(name, url, { shouldDirty: true, shouldValidate: true });
  /** An image field of the case itself, wired to its value, uploader and error. */
  const caseImageField = (
    name: 'imagem_destacada' | 'depoimento_foto',
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
        <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
          <FormField label="Data de publicação" error={errors.data_publicacao?.message}>
            {(control) => <Input type="date" {...control} {...register('data_publicacao')} />}
          </FormField>
          <Controller
            control={control}
            name="destaque"
            render={({ field }) => (
              <div className="flex items-start gap-3 rounded-lg border border-ink-200 p-3.5 sm:mt-7">
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
        </div>
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

      <FormSection title="Conteúdo" description="Cada quebra de linha vira um parágrafo na página do case.">
        <FormField label="O problema" error={errors.problema?.message}>
          {(control) => <Textarea rows={5} {...control} {...register('problema')} />}
        </FormField>
        <FormField label="A solução" error={errors.solucao?.message}>
          {(control) => <Textarea rows={5} {...control} {...register('solucao')} />}
        </FormField>
        <FormField label="Resultados" error={errors.resultados?.message}>
          {(control) => <Textarea rows={5} {...control} {...register('resultados')} />}
        </FormField>
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
        {mode === 'edit' && (
          <ImageUrlField
            label="URL da foto de quem deu o depoimento"
            uploadLabel="Foto do depoimento"
            {...caseImageField('depoimento_foto', depoimentoFoto)}
          />
        )}
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
    </div>
  );
}
