import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { insightPath } from '@/config/content-paths';
import { cn } from '@/lib/utils';

import { adminInsightQueryOptions } from '../api/get-admin-insight';
import { emptyInsightForm, insightToFormValues } from '../api/insight-form-schema';
import { useCreateInsight, useUpdateInsight } from '../api/save-insight';
import { InsightForm } from './insight-form';

/** Where the editor goes after saving or cancelling (the dashboard). */
const AFTER_SAVE_PATH = '/admin';

/** 'Novo Insight': empty form, a draft to publish now; success → /admin. */
export function CreateInsightEditor({ authorId }: { authorId: string | null }) {
  const navigate = useNavigate();
  const createInsight = useCreateInsight();
  return (
    <InsightForm
      mode="create"
      defaultValues={emptyInsightForm()}
      onSave={(values) => createInsight.mutateAsync({ values, authorId })}
      onSaved={() => navigate(AFTER_SAVE_PATH)}
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
  const updateInsight = useUpdateInsight();
  const reported = useRef(false);

  useEffect(() => {
    if (!insight.isError || reported.current) return;
    reported.current = true;
    console.error('Erro ao carregar o insight:', insight.error);
    toast.error('Erro', { description: 'Não foi possível carregar o insight' });
    navigate(AFTER_SAVE_PATH, { replace: true });
  }, [insight.isError, insight.error, navigate]);

  if (!insight.data) return <FormSkeleton />;

  const original = { titulo: insight.data.titulo, slug: insight.data.slug };
  return (
    <InsightForm
      key={insight.data.id}
      mode="edit"
      defaultValues={insightToFormValues(insight.data)}
      original={original}
      saved={insight.data}
      previewPath={insightPath(insight.data.categoria?.slug, insight.data.slug)}
      onSave={(values) => updateInsight.mutateAsync({ id, values, original })}
      onSaved={() => navigate(AFTER_SAVE_PATH)}
      onCancel={() => navigate(AFTER_SAVE_PATH)}
    />
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
