import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { recordLeadViewed } from '../api/record-lead-access';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isPermanentLoadError } from '@/lib/db-error';
import { formatDateTime } from '@/lib/dates';

import { leadQueryOptions } from '../api/get-lead';
import type { Lead } from '../api/get-leads';
import { DetailsSection } from './lead-details-section';
import { LeadHistorySection } from './lead-history-section';
import { LeadNotesSection } from './lead-notes-section';
import { LeadPipelineSection } from './lead-pipeline-section';
import { LeadSenderSection } from './lead-sender-section';
import { LeadStageBadge } from './lead-stage-badge';

interface DetailItem {
  label: string;
  value: string | null;
  /** Renders the value (a link); plain text otherwise. */
  render?: (value: string) => ReactNode;
  /** Long, unbroken values (URLs, click ids) wrap anywhere. */
  breakAll?: boolean;
  /** Takes the whole row (addresses). */
  wide?: boolean;
}

const linkClasses = 'text-accent-800 underline underline-offset-2 hover:text-accent-900';

function contactItems(lead: Lead): DetailItem[] {
  return [
    { label: 'Nome', value: lead.nome },
    {
      label: 'E-mail',
      value: lead.email,
      render: (email) => (
        <a href={`mailto:${email}`} className={linkClasses}>
          {email}
        </a>
      ),
    },
    {
      label: 'Telefone',
      value: lead.telefone,
      render: (phone) => (
        <a href={`tel:${phone.startsWith('+') ? phone : `+${phone}`}`} className={linkClasses}>
          {phone}
        </a>
      ),
    },
    { label: 'Empresa', value: lead.empresa },
    { label: 'Recebido em', value: formatDateTime(lead.created_at) },
  ];
}

function moreSections(lead: Lead): { title: string; items: DetailItem[] }[] {
  return [
    {
      title: 'Origem',
      items: [
        { label: 'Página do formulário', value: lead.pagina_origem, breakAll: true, wide: true },
        { label: 'Primeira página da visita', value: lead.landing_page, breakAll: true, wide: true },
        { label: 'Site de referência', value: lead.referrer, breakAll: true, wide: true },
      ],
    },
    {
      title: 'Campanha',
      items: [
        { label: 'UTM Source', value: lead.utm_source },
        { label: 'UTM Medium', value: lead.utm_medium },
        { label: 'UTM Campaign', value: lead.utm_campaign },
        { label: 'UTM Term', value: lead.utm_term },
        { label: 'UTM Content', value: lead.utm_content },
        { label: 'GCLID', value: lead.gclid, breakAll: true },
        { label: 'FBCLID', value: lead.fbclid, breakAll: true },
      ],
    },
    {
      title: 'Consentimento e registro',
      items: [
        { label: 'Versão da política de privacidade', value: lead.privacy_policy_version },
        { label: 'ID do envio', value: lead.submission_id, breakAll: true },
        { label: 'ID do lead', value: lead.id, breakAll: true },
      ],
    },
  ];
}

/** A section of stored fields as a description list ('Não informado' for an empty one). */
function DetailList({ title, items }: { title: string; items: DetailItem[] }) {
  return (
    <DetailsSection title={title}>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-ink-200 p-4 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className={item.wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
            <dt className="text-xs text-ink-600">{item.label}</dt>
            <dd
              className={
                item.breakAll ? 'text-sm break-all text-ink-950' : 'text-sm break-words text-ink-950'
              }
            >
              {item.value ? (
                (item.render?.(item.value) ?? item.value)
              ) : (
                <span className="text-ink-600">Não informado</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </DetailsSection>
  );
}

interface LeadDetailsDialogProps {
  /** The lead shown (`?lead=<id>`); null closes the dialog. */
  leadId: string | null;
  /** The list's row of that lead, shown at once while the lead is read again. */
  shown?: Lead;
  /** The signed-in admin (their own notes can be deleted). */
  currentUserId: string | undefined;
  /** The address that opens another lead in the dialog. */
  leadHref: (id: string) => string;
  onClose: () => void;
}

/**
 * One lead, read by id (so the notification e-mail's link opens it whatever page the list shows):
 * contact, the pipeline (stage, owner, first contact), notes, history, the person's other
 * submissions, then origin, campaign (first touch) and consent.
 */
export function LeadDetailsDialog({
  leadId,
  shown,
  currentUserId,
  leadHref,
  onClose,
}: LeadDetailsDialogProps) {
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      {leadId !== null && (
        <LeadDetails
          key={leadId}
          leadId={leadId}
          shown={shown?.id === leadId ? shown : undefined}
          currentUserId={currentUserId}
          leadHref={leadHref}
        />
      )}
    </Dialog>
  );
}

function LeadDetails({
  leadId,
  shown,
  currentUserId,
  leadHref,
}: Omit<LeadDetailsDialogProps, 'onClose'> & { leadId: string }) {
  const query = useQuery(leadQueryOptions(leadId, shown));
  const lead = query.data;
  // The audit trail records each opening of a lead's details (once per opening, not per refetch).
  useEffect(() => {
    recordLeadViewed(leadId).catch((error: unknown) =>
      console.error('Erro ao registrar o acesso ao lead:', error),
    );
  }, [leadId]);

  if (!lead) {
    if (query.isError) {
      const missing = isPermanentLoadError(query.error);
      return (
        <DialogContent
          title={missing ? 'Lead não encontrado' : 'Não foi possível carregar o lead'}
          description={
            missing
              ? 'Este lead não existe mais (pode ter sido apagado) ou o endereço está incompleto.'
              : 'Verifique sua conexão e tente novamente.'
          }
        >
          {!missing && (
            <div>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            </div>
          )}
        </DialogContent>
      );
    }
    return (
      <DialogContent title="Carregando lead…" className="max-w-3xl">
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </DialogContent>
    );
  }

  return (
    <DialogContent
      title={lead.nome}
      description={`Lead recebido em ${formatDateTime(lead.created_at)}`}
      className="max-w-3xl"
    >
      <div className="-mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <LeadStageBadge stage={lead.stage} />
        <span>{lead.owner ? `Responsável: ${lead.owner.email}` : 'Sem responsável'}</span>
      </div>
      <div className="space-y-5">
        <DetailList title="Contato" items={contactItems(lead)} />
        <LeadPipelineSection lead={lead} />
        <LeadNotesSection leadId={lead.id} currentUserId={currentUserId} />
        <LeadHistorySection leadId={lead.id} />
        <LeadSenderSection lead={lead} leadHref={leadHref} />
        {moreSections(lead).map((section) => (
          <DetailList key={section.title} title={section.title} items={section.items} />
        ))}
      </div>
    </DialogContent>
  );
}
