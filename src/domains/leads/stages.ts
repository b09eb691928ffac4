/**
 * The lead pipeline's stages, in order, with their labels in the admin (`leads_stage_check` in
 * supabase/migrations/*_lead_pipeline.sql holds the same values).
 */
export const LEAD_STAGES = ['novo', 'em_contato', 'qualificado', 'cliente', 'descartado'] as const;

export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  novo: 'Novo',
  em_contato: 'Em contato',
  qualificado: 'Qualificado',
  cliente: 'Cliente',
  descartado: 'Descartado',
};

/** Stages that mean the team has talked to the person (the first one records the first contact). */
export const CONTACTED_STAGES: readonly LeadStage[] = ['em_contato', 'qualificado', 'cliente'];
