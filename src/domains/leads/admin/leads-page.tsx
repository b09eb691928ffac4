import { useQuery } from '@tanstack/react-query';
import {
  Building2,
  Download,
  Eye,
  Mail,
  Phone,
  ShieldCheck,
  UserRound,
  UserRoundSearch,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { AdminListEmpty } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { AdminSearchCard } from '@/components/admin/admin-search-card';
import { useListUrlState } from '@/components/admin/use-list-url-state';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/utils';

import { LEADS_PAGE_SIZE, leadsPageQueryOptions, type Lead, type LeadFilters } from '../api/get-leads';
import { LeadDetailsDialog } from './lead-details-dialog';
import { LeadFiltersPanel } from './lead-filters-panel';
import { LeadStageBadge } from './lead-stage-badge';
import { useLeadFilters } from './use-lead-filters';
import { useLeadsExport } from './use-leads-export';

/** `?lead=<id>`: the lead open in the details (the notification e-mail links to it). */
const LEAD_PARAM = 'lead';

/** An e-mail that wraps after its `@` rather than in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * Leads, paged, searched and filtered on the server (50 per page, newest first; page, search and
 * filters in the URL): a table (name, e-mail, phone, company, date and time, origin, stage,
 * owner), the details of a lead (`?lead=<id>`, also from the notification e-mail) with its
 * pipeline, notes and history, and 'Exportar CSV' of every lead the search and filters find.
 */
export function LeadsPage({ currentUserId }: { currentUserId?: string }) {
  const list = useListUrlState();
  const leadFilters = useLeadFilters();
  const filters: LeadFilters = { search: list.search, ...leadFilters.filters };
  const query = useQuery(leadsPageQueryOptions(filters, list.page));
  const { data, error } = query;
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / LEADS_PAGE_SIZE));
  const exporter = useLeadsExport();

  const [params, setParams] = useSearchParams();
  const openId = params.get(LEAD_PARAM);
  /** The URL with `lead` set to `id` (null: none), everything else kept. */
  const withLead = (current: URLSearchParams, id: string | null) => {
    const next = new URLSearchParams(current);
    if (id === null) next.delete(LEAD_PARAM);
    else next.set(LEAD_PARAM, id);
    return next;
  };
  const showLead = (id: string | null) =>
    setParams((current) => withLead(current, id), { replace: true, preventScrollReset: true });
  const leadHref = (id: string) => `?${withLead(params, id).toString()}`;

  // A lead load failure is only logged (the page says it could not load, no toast).
  useEffect(() => {
    if (error) console.error('Erro ao carregar leads:', error);
  }, [error]);

  // A page past the end (leads were deleted, or an old link): the last page takes its place.
  const { page, setPage } = list;
  const pastTheEnd = data !== undefined && !query.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, setPage]);

  const stale = query.isPlaceholderData;
  return (
    <>
      <AdminPageHeader
        title="Leads"
        description="Contatos recebidos pelos formulários do site."
        actions={
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
            <p role="status" className="text-sm text-ink-600 tabular-nums">
              {exporter.message}
            </p>
            {exporter.running ? (
              // Short beside the progress line, so the header does not wrap while it runs.
              <Button variant="outline" onClick={exporter.cancel} aria-label="Cancelar exportação">
                <X aria-hidden="true" />
                Cancelar
              </Button>
            ) : (
              <Button variant="outline" onClick={() => exporter.start(filters)} disabled={!data?.total}>
                <Download aria-hidden="true" />
                Exportar CSV
              </Button>
            )}
            <Link to="/admin/leads/lgpd" className={buttonClasses('outline')}>
              <ShieldCheck aria-hidden="true" />
              Privacidade (LGPD)
            </Link>
          </div>
        }
      />

      <AdminSearchCard
        filters={<LeadFiltersPanel {...leadFilters} />}
        query={query}
        search={list.text}
        onSearchChange={list.setText}
        searchPlaceholder="Buscar por nome, e-mail, empresa ou telefone..."
        searchClassName="sm:max-w-md"
        count={data && { total: data.total }}
        noun={['lead', 'leads']}
        skeleton={<LeadsSkeleton />}
        errorMessage="Não foi possível carregar os leads."
        isEmpty={data?.leads.length === 0}
        empty={
          <AdminListEmpty
            icon={UserRoundSearch}
            message={
              list.search || leadFilters.activeCount > 0 ? 'Nenhum lead encontrado' : 'Nenhum lead recebido'
            }
          />
        }
      >
        <div aria-busy={stale || undefined} className={cn('transition-opacity', stale && 'opacity-60')}>
          <LeadsTable leads={data?.leads ?? []} onView={(lead) => showLead(lead.id)} />
          <LeadsCards leads={data?.leads ?? []} onView={(lead) => showLead(lead.id)} />
        </div>
        <AdminPagination label="Páginas de leads" page={page} pageCount={pageCount} onPageChange={setPage} />
      </AdminSearchCard>

      <LeadDetailsDialog
        leadId={openId}
        shown={data?.leads.find((lead) => lead.id === openId)}
        currentUserId={currentUserId}
        leadHref={leadHref}
        onClose={() => showLead(null)}
      />
    </>
  );
}

function OriginBadge({ source }: { source: string | null }) {
  return source ? (
    <Badge variant="accent" className="max-w-40">
      <span className="truncate" title={source}>
        {source}
      </span>
    </Badge>
  ) : (
    <span className="text-ink-600">
      <span aria-hidden="true">-</span>
      <span className="sr-only">sem origem</span>
    </span>
  );
}

interface LeadsListProps {
  leads: readonly Lead[];
  onView: (lead: Lead) => void;
}

function ViewButton({ lead, onView }: { lead: Lead; onView: (lead: Lead) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      onClick={() => onView(lead)}
      aria-label={`Ver detalhes de ${lead.nome}`}
      title="Ver detalhes"
    >
      <Eye aria-hidden="true" />
    </Button>
  );
}

/** The table's headings between 'Nome' (first, padded to the card's edge) and the actions. */
const MIDDLE_COLUMNS = ['Contato', 'Data', 'Origem', 'Etapa', 'Responsável'];

/** A lead's owner, by e-mail, or a dash ('sem responsável' for screen readers). */
function OwnerCell({ lead }: { lead: Lead }) {
  return lead.owner ? (
    <BreakableEmail email={lead.owner.email} />
  ) : (
    <span className="text-ink-600">
      <span aria-hidden="true">-</span>
      <span className="sr-only">sem responsável</span>
    </span>
  );
}

/**
 * From 768 px: the table — name with company, e-mail with phone, date, origin, stage and owner,
 * which fit beside the sidebar at 1280 px. `relative` keeps the screen-reader-only texts inside
 * the scrolling box (they would widen the page).
 */
function LeadsTable({ leads, onView }: LeadsListProps) {
  return (
    <div className="relative hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Leads recebidos, do mais recente ao mais antigo</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold text-ink-600">
          <tr>
            <th scope="col" className="px-4 py-3 lg:pl-6">
              Nome
            </th>
            {MIDDLE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 lg:pr-6">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {leads.map((lead) => (
            <tr key={lead.id} className="hover:bg-ink-50/60">
              <th
                scope="row"
                className="max-w-48 min-w-32 px-4 py-3 text-left font-normal break-words lg:pl-6"
              >
                <span className="block font-medium text-ink-950">{lead.nome}</span>
                <span className="mt-0.5 block text-xs text-ink-600">{lead.empresa}</span>
              </th>
              <td className="max-w-56 px-4 py-3 break-words text-ink-700">
                <BreakableEmail email={lead.email} />
                <span className="mt-0.5 block text-xs text-ink-600 tabular-nums">{lead.telefone}</span>
              </td>
              <td className="min-w-24 px-4 py-3 text-ink-700 tabular-nums">
                <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
              </td>
              <td className="px-4 py-3">
                <OriginBadge source={lead.utm_source} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <LeadStageBadge stage={lead.stage} />
              </td>
              <td className="max-w-44 px-4 py-3 break-words text-ink-700">
                <OwnerCell lead={lead} />
              </td>
              <td className="px-4 py-2 text-right lg:pr-6">
                <ViewButton lead={lead} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ContactLineProps {
  icon: LucideIcon;
  /** Said before the value by screen readers (the icon is hidden from them). */
  label: string;
  className: string;
  children: ReactNode;
}

/** A line of a lead card: icon and value. */
function ContactLine({ icon: Icon, label, className, children }: ContactLineProps) {
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-ink-700', className)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />
      <span className="sr-only">{label}: </span>
      {children}
    </p>
  );
}

/** Under 768 px: one card per lead (a seven-column table does not fit a phone). */
function LeadsCards({ leads, onView }: LeadsListProps) {
  return (
    <ul aria-label="Leads" className="divide-y divide-ink-100 md:hidden">
      {leads.map((lead) => (
        <li key={lead.id} className="flex gap-3 px-4 py-4">
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="font-medium break-words text-ink-950">{lead.nome}</p>
              <LeadStageBadge stage={lead.stage} />
              <OriginBadge source={lead.utm_source} />
            </div>
            <ContactLine icon={Mail} label="Email" className="break-all">
              {lead.email}
            </ContactLine>
            <ContactLine icon={Phone} label="Telefone" className="tabular-nums">
              {lead.telefone}
            </ContactLine>
            <ContactLine icon={Building2} label="Empresa" className="break-words">
              {lead.empresa}
            </ContactLine>
            {lead.owner && (
              <ContactLine icon={UserRound} label="Responsável" className="break-all">
                {lead.owner.email}
              </ContactLine>
            )}
            <p className="text-xs text-ink-600 tabular-nums">
              <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
            </p>
          </div>
          <ViewButton lead={lead} onView={onView} />
        </li>
      ))}
    </ul>
  );
}

function LeadsSkeleton() {
  return (
    <div aria-busy="true" className="divide-y divide-ink-100">
      <span role="status" className="sr-only">
        Carregando leads…
      </span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-4 sm:px-6">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="hidden h-4 w-44 md:block" />
          <Skeleton className="hidden h-4 w-28 md:block" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-6 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}
