import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatDateTime } from '@/lib/dates';

import { senderLeadsQueryOptions } from '../api/get-sender-leads';
import type { Lead } from '../api/get-leads';
import { DetailsSection } from './lead-details-section';
import { LeadStageBadge } from './lead-stage-badge';

interface LeadSenderSectionProps {
  lead: Lead;
  /** The address that opens another lead (`?lead=<id>`, the list's filters kept). */
  leadHref: (id: string) => string;
}

/**
 * 'Outros envios desta pessoa': the other leads of the same sender (the same e-mail in any case,
 * or with a `+tag`), newest first, each opening in the details. Nothing when there are none.
 */
export function LeadSenderSection({ lead, leadHref }: LeadSenderSectionProps) {
  const { data, isError } = useQuery(senderLeadsQueryOptions(lead.email));
  if (isError) {
    return (
      <DetailsSection title="Outros envios desta pessoa">
        <p role="alert" className="text-sm text-danger-800">
          Não foi possível carregar os outros envios desta pessoa.
        </p>
      </DetailsSection>
    );
  }
  const others = data?.filter((other) => other.id !== lead.id) ?? [];
  if (others.length === 0) return null;
  return (
    <DetailsSection title="Outros envios desta pessoa" count={others.length}>
      <ul className="divide-y divide-ink-100 rounded-lg border border-ink-200">
        {others.map((other) => (
          <li key={other.id}>
            <Link
              to={leadHref(other.id)}
              replace
              preventScrollReset
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-ink-700"
            >
              <span className="font-medium text-accent-800 underline underline-offset-2 tabular-nums">
                <span className="sr-only">Abrir o envio de </span>
                <time dateTime={other.created_at}>{formatDateTime(other.created_at)}</time>
              </span>
              <span className="min-w-0 break-all text-ink-700">
                {other.pagina_origem ?? 'Origem não informada'}
              </span>
              {other.nome !== lead.nome && (
                <span className="min-w-0 break-words text-ink-700">{other.nome}</span>
              )}
              {other.email !== lead.email && (
                <span className="min-w-0 break-all text-ink-600">{other.email}</span>
              )}
              <LeadStageBadge stage={other.stage} className="ml-auto" />
            </Link>
          </li>
        ))}
      </ul>
    </DetailsSection>
  );
}
