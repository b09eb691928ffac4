import { Badge } from '@/components/ui/badge';

import { LEAD_STAGE_LABELS, type LeadStage } from '../stages';

/** Each stage's look: new leads stand out, customers in green, discarded ones faded. */
const STAGE_VARIANTS = {
  novo: 'accent',
  em_contato: 'neutral',
  qualificado: 'dark',
  cliente: 'success',
  descartado: 'outline',
} as const satisfies Record<LeadStage, string>;

/** A lead's stage as a badge ('Em contato'). */
export function LeadStageBadge({ stage, className }: { stage: LeadStage; className?: string }) {
  return (
    <Badge variant={STAGE_VARIANTS[stage]} className={className}>
      {LEAD_STAGE_LABELS[stage]}
    </Badge>
  );
}
