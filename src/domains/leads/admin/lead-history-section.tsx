import { useQuery } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

import { leadEventsQueryOptions } from '../api/get-lead-events';
import { leadStaffQueryOptions } from '../api/get-lead-staff';
import { leadEventText } from '../utils/lead-history';
import { DetailsSection } from './lead-details-section';

/** 'Histórico': every stage and owner change, newest first, with who and when. */
export function LeadHistorySection({ leadId }: { leadId: string }) {
  const events = useQuery(leadEventsQueryOptions(leadId));
  const staff = useQuery(leadStaffQueryOptions());
  return (
    <DetailsSection title="Histórico" count={events.data?.length}>
      <div className="rounded-lg border border-ink-200 p-4">
        {events.isPending ? (
          <div aria-busy="true">
            <span role="status" className="sr-only">
              Carregando histórico…
            </span>
            <Skeleton className="h-5 w-3/4" />
          </div>
        ) : events.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-800">
            Não foi possível carregar o histórico.
            <Button variant="outline" size="sm" onClick={() => void events.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : events.data.length === 0 ? (
          <p className="text-sm text-ink-600">Nenhuma mudança de etapa ou de responsável ainda.</p>
        ) : (
          <ol aria-label="Histórico do lead" className="space-y-1.5 text-sm text-ink-800">
            {events.data.map((event) => (
              <li key={event.id} className="break-words">
                {leadEventText(event, staff.data ?? [])}
              </li>
            ))}
          </ol>
        )}
      </div>
    </DetailsSection>
  );
}
