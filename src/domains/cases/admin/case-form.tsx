import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import {
  richTextConflictFields,
  useEditConflict,
  type ConflictFields,
  type SavedVersion,
} from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { PUBLICATION_CONFLICT_FIELDS } from '@/components/admin/publication-conflict-fields';
import { PublicationActions, savedMessage, STAGED_MESSAGE } from '@/components/admin/publication-actions';
import { saoPauloDateTimeToIso } from '@/lib/dates';
import { flagRefusedField } from '@/lib/flag-refused-field';
import { publicationState, type PublicationStatus } from '@/lib/publication';

import {
  caseCreateSchema,
  caseEditSchema,
  caseMessages,
  caseToFormValues,
  type CaseFormValues,
} from '../api/case-form-schema';
import type { Niche } from '../api/case-schema';
import { adminNichesQueryOptions } from '../api/get-admin-niches';
import type { SavedCase } from '../api/save-case';
import { useUploadTracker } from '../hooks/use-upload-tracker';
import { CaseFormFields, type CaseFormMode } from './case-form-fields';

const MODES = {
  create: {
    schema: caseCreateSchema,
    label: 'Novo case',
    /** Título and subtítulo are named first. */
    required: caseMessages.createRequired,
    failure: 'Erro ao criar case',
    failureLog: 'Erro ao criar case:',
  },
  edit: {
    schema: caseEditSchema,
    label: 'Editar case',
    /** Título, subtítulo and slug are named first. */
    required: caseMessages.editRequired,
    failure: 'Não foi possível atualizar o case.',
    failureLog: 'Erro ao atualizar case:',
  },
} as const;

/** The case form's fields as it labels them, for the conflict view; niches by name. */
function caseConflictFields(niches: readonly Niche[] | undefined): ConflictFields<CaseFormValues> {
  const nicheName = (id: string) => niches?.find((niche) => niche.id === id)?.nome ?? 'Nicho removido';
  return {
    titulo: { label: 'Título' },
    subtitulo: { label: 'Subtítulo' },
    slug: { label: 'Slug' },
    destaque: { label: 'Case em destaque', format: (value) => (value ? 'Sim' : 'Não') },
    imagem_destacada: { label: 'URL da imagem destacada' },
    video_url: { label: 'URL do vídeo' },
    agente_ia_url: { label: 'URL do agente de IA' },
    galeria: {
      label: 'Galeria de imagens',
      format: (entries) => entries.map((entry) => entry.url).join('\n'),
    },
    ...richTextConflictFields('cases', {
      problema: 'O problema',
      solucao: 'A solução',
      resultados: 'Resultados',
    }),
    depoimento_texto: { label: 'Depoimento' },
    depoimento_nome: { label: 'Nome de quem deu o depoimento' },
    depoimento_cargo: { label: 'Cargo de quem deu o depoimento' },
    depoimento_foto: { label: 'URL da foto de quem deu o depoimento' },
    niches: {
      label: 'Nichos',
      format: (ids) => ids.map(nicheName).sort().join(', '),
      // The order the chips were clicked in is not a change.
      equals: (a, b) => a.length === b.length && a.every((id) => b.includes(id)),
    },
    ...PUBLICATION_CONFLICT_FIELDS,
  };
}

/** The toast of a refused form: the mode's required-fields message when a required field is blank. */
function invalidMessage(errors: FieldErrors<CaseFormValues>, required: string): string {
  const blank = [errors.titulo, errors.subtitulo, errors.slug].some((error) => error?.message === required);
  return blank ? required : caseMessages.checkFields;
}

interface CaseFormProps {
  mode: CaseFormMode;
  /** Read once, on the first render. */
  defaultValues: CaseFormValues;
  /** The stored case's status and moment; null for a new case. */
  saved: { status: PublicationStatus; publicado_em: string } | null;
  /** The stored case's public address ('Pré-visualizar'). */
  previewPath?: string;
  /** Editing: the case's id, the version `defaultValues` were read from, and how to read the case as saved now. */
  itemId?: string;
  version?: number;
  loadSaved?: () => Promise<SavedVersion<CaseFormValues>>;
  /**
   * Saves the valid values from `baseVersion` (undefined for a new case); throws (a `SaveError`
   * when the database refused them, with `conflict` when someone saved first) on failure.
   */
  onSave: (values: CaseFormValues, baseVersion: number | undefined) => Promise<SavedCase>;
  /** After a save, with what the case became ('Publicado.'): its toasts and where it goes next are the caller's. */
  onSaved: (saved: SavedCase, message: string) => void;
  /** A published case: its changes may be saved as pending ('Alterações pendentes'). */
  staging?: 'available' | 'active';
  /** Saves the valid values as pending changes from `baseVersion`; returns the case as it would be. */
  onStage?: (values: CaseFormValues, baseVersion: number | undefined) => Promise<SavedCase>;
}

const noSavedVersion = () => Promise.reject(new Error('Um case novo ainda não tem versão salva.'));

/**
 * The case create and edit form: its fields, then 'Cancelar' back to the list and the publication
 * buttons (save as a draft, publish or schedule; or save a published case, or take it back to
 * draft), which wait while the form is sending or an image is still uploading. A refused save
 * keeps what was typed, flags the field a constraint names (a taken slug) and says so.
 */
export function CaseForm({
  mode,
  defaultValues,
  saved,
  previewPath,
  itemId,
  version,
  loadSaved = noSavedVersion,
  onSave,
  onSaved,
  staging,
  onStage,
}: CaseFormProps) {
  const texts = MODES[mode];
  const form = useForm<CaseFormValues>({
    resolver: zodResolver(texts.schema),
    defaultValues,
    shouldFocusError: true,
  });
  const { uploading, track } = useUploadTracker();
  const [pending, setPending] = useState<PublicationStatus | 'stage' | null>(null);
  const dateTime = useWatch({ control: form.control, name: 'publicado_em' });
  const savedState = saved ? publicationState(saved) : null;
  const niches = useQuery(adminNichesQueryOptions());
  const conflict = useEditConflict({
    form,
    version,
    fields: caseConflictFields(niches.data),
    subject: { noun: 'este case', pronoun: 'o' },
    loadSaved,
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'case',
    subject: 'case',
    itemId,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });

  /** Validates, then saves with the status of the button pressed (or as pending changes: `stage`). */
  const saveAs = (status: PublicationStatus, stage = false) =>
    form.handleSubmit(
      async (values) => {
        setPending(stage ? 'stage' : status);
        let result;
        try {
          result = await (stage && onStage ? onStage : onSave)({ ...values, status }, conflict.baseVersion);
        } catch (error) {
          console.error(texts.failureLog, error);
          if (conflict.handleSaveError(error)) return;
          flagRefusedField(form, error);
          toast.error('Erro', { description: texts.failure });
          return;
        } finally {
          setPending(null);
        }
        // The form stays on the case: what was saved is its new starting point.
        safeguards.saved();
        if (mode === 'create') safeguards.leaving();
        conflict.savedVersion(result.row.version);
        form.reset(caseToFormValues(result.row, result.niches));
        if (stage) {
          toast.success(STAGED_MESSAGE);
          return;
        }
        const after = { status, publicado_em: saoPauloDateTimeToIso(values.publicado_em) };
        onSaved(result, savedMessage(savedState, after));
      },
      (errors) => {
        toast.error('Erro', { description: invalidMessage(errors, texts.required) });
      },
    )();

  return (
    <>
      <form
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-label={texts.label}
        className="flex flex-col gap-6"
      >
        {safeguards.notices}
        {/* Read-only while someone else edits the case: what the fields hold stays. */}
        <fieldset disabled={safeguards.readOnly} className="flex min-w-0 flex-col gap-6">
          <CaseFormFields
            form={form}
            mode={mode}
            trackUpload={track}
            saved={saved}
            previewPath={previewPath}
          />
          <PublicationActions
            saved={savedState}
            dateTime={dateTime}
            pending={pending}
            disabled={uploading}
            onAction={(status) => void saveAs(status)}
            staging={staging}
            onStage={() => void saveAs('publicado', true)}
            cancelTo="/admin/cases"
            note={uploading && <p role="status">Aguarde o envio da imagem terminar para salvar.</p>}
          />
        </fieldset>
      </form>
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
