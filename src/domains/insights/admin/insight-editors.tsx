import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { insightPath } from '@/config/content-paths';
import { useStagedEditing, withStagedFields } from '@/components/admin/staged-changes';
import { cn } from '@/lib/utils';

import { adminInsightQueryOptions, getAdminInsight, type AdminInsight } from '../api/get-admin-insight';
import { emptyInsightForm, insightToFormValues, toInsightPayload } from '../api/insight-form-schema';
import { insightKeys } from '../api/keys';
import { insightSaveError, slugForUpdate, useCreateInsight, useUpdateInsight } from '../api/save-insight';
import { InsightForm } from './insight-form';

/** Where the editor goes after cancelling, or when the insight cannot be loaded (the dashboard). */
const AFTER_SAVE_PATH = '/admin';

/** The edit page of an insight: a save stays on it. */
const editPath = (id: string) => `/admin/insights/edit/${id}`;

/** 'Novo Insight': empty form, a draft to publish now; once saved, on to the insight's edit page. */
export function CreateInsightEditor({ authorId }: { authorId: string | null }) {
  const navigate = useNavigate();
  const createInsight = useCreateInsight();
  return (
    <InsightForm
      mode="create"
      defaultValues={emptyInsightForm()}
      onSave={(values) => createInsight.mutateAsync({ values, authorId })}
      onSaved={(saved) => navigate(editPath(saved.id))}
      onCancel={() => navigate(AFTER_SAVE_PATH)}
    />
  );
}

/**
 * 'Editar Insight': loads the row by id; when that fails (missing row, bad id, network) the
 * toast 'Não foi possível carregar o insight' and back to /admin.
 */
export function EditInsightEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const insight = useQuery(adminInsightQueryOptions(id));
  const reported = useRef(false);

  useEffect(() => {
    if (!insight.isError || reported.current) return;
    reported.current = true;
    console.error('Erro ao carregar o insight:', insight.error);
    toast.error('Erro', { description: 'Não foi possível carregar o insight' });
    navigate(AFTER_SAVE_PATH, { replace: true });
  }, [insight.isError, insight.error, navigate]);

  if (!insight.data) return <FormSkeleton />;
  return <LoadedInsightEditor key={insight.data.id} row={insight.data} />;
}

/**
 * The form of a loaded insight. A save stays on it: the title and slug the next save compares
 * with, the publication state and the preview follow the saved insight. A published insight may
 * take 'Alterações pendentes' instead (`useStagedEditing`): then the form edits those.
 */
function LoadedInsightEditor({ row }: { row: AdminInsight }) {
  const navigate = useNavigate();
  const updateInsight = useUpdateInsight();
  const [saved, setSaved] = useState(row);
  const previewPath = insightPath(saved.categoria?.slug, saved.slug);
  const staged = useStagedEditing({
    subject: 'insight',
    itemId: row.id,
    live: saved,
    loadLive: () => getAdminInsight(row.id),
    onLive: setSaved,
    previewPath,
    content: insightKeys.all,
  });
  if (!staged.ready) return <FormSkeleton />;
  // What the form edits: the pending changes over the live insight, or the live insight.
  const current = staged.set ? withStagedFields(saved, staged.set) : saved;
  const original = { titulo: current.titulo, slug: current.slug };
  return (
    <>
      {staged.panel}
      <InsightForm
        key={staged.formKey}
        mode="edit"
        defaultValues={insightToFormValues(current)}
        original={original}
        saved={saved}
        previewPath={previewPath}
        itemId={row.id}
        version={staged.set ? staged.set.version : current.version}
        loadSaved={staged.loadSaved((insight) => insightToFormValues(insight))}
        onSave={(values, baseVersion) =>
          updateInsight.mutateAsync({ id: row.id, baseVersion: baseVersion ?? row.version, values, original })
        }
        onSaved={setSaved}
        onCancel={() => navigate(AFTER_SAVE_PATH)}
        staging={staged.staging}
        onStage={async (values, baseVersion) => {
          const set = await staged
            .stage({ fields: toInsightPayload(values, slugForUpdate(values, original)), baseVersion })
            .catch((error: unknown) => {
              throw insightSaveError(error);
            });
          return { ...withStagedFields(saved, set), version: set.version };
        }}
      />
    </>
  );
}

/** Holds the place of the form's two columns (content, publication) while the insight loads. */
function FormSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-3">
      <p role="status" className="sr-only">
        Carregando insight...
      </p>
      <SkeletonCard
        className="lg:col-span-2"
        lines={['h-5 w-28', 'h-11 w-full', 'h-20 w-full', 'h-60 w-full']}
      />
      <SkeletonCard className="h-fit" lines={['h-5 w-24', 'h-11 w-full', 'h-11 w-full', 'h-11 w-full']} />
    </div>
  );
}

/** A card of placeholder lines; `lines` are their size classes. */
function SkeletonCard({ className, lines }: { className: string; lines: readonly string[] }) {
  return (
    <Card aria-hidden="true" className={cn('space-y-5 p-6', className)}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </Card>
  );
}
