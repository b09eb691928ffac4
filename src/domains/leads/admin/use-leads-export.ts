import { useEffect, useRef, useState } from 'react';

import { recordLeadsExported } from '../api/record-lead-access';
import { downloadCsv } from '@/lib/csv';
import { getSupabase } from '@/lib/get-supabase';
import { formatCount } from '@/lib/numbers';

import { leadExportPages, type LeadFilters } from '../api/get-leads';
import { leadsCsvFilename, leadsCsvHeader, leadsCsvRecords } from '../utils/leads-csv';
import { leadSearchPattern } from '../utils/search';

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number | null }
  | { status: 'done'; total: number }
  | { status: 'cancelled' }
  | { status: 'failed' };

/** What the export's status line says (announced as it changes); null before the first export. */
function messageOf(state: ExportState): string | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'running':
      return state.total === null
        ? 'Preparando a exportação…'
        : `Exportando ${formatCount(state.done)} de ${formatCount(state.total)}…`;
    case 'done':
      return state.total === 1 ? '1 lead exportado.' : `${formatCount(state.total)} leads exportados.`;
    case 'cancelled':
      return 'Exportação cancelada.';
    case 'failed':
      return 'Não foi possível exportar os leads. Tente novamente.';
  }
}

/**
 * 'Exportar CSV': every lead matching the filters (not only the page shown), read a page of 1 000
 * at a time with its progress, and saved as one CSV built from the pages' chunks, so 100 000 leads
 * neither hold the tab nor live as one huge string. One export at a time; it can be cancelled, and
 * leaving the page cancels it.
 */
export function useLeadsExport() {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = async (filters: LeadFilters) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', done: 0, total: null });
    try {
      const supabase = await getSupabase();
      const chunks = [leadsCsvHeader()];
      let done = 0;
      for await (const page of leadExportPages(supabase, filters, controller.signal)) {
        chunks.push(leadsCsvRecords(page.leads));
        done += page.leads.length;
        setState({ status: 'running', done, total: page.total });
      }
      // No file leaves without its entry in the audit trail: its filters, but of the search only
      // that there was one (the text is usually a name or an e-mail; the database refuses it).
      const { search, ...values } = filters;
      await recordLeadsExported({
        total: done,
        filtros: {
          ...values,
          stages: values.stages ? [...values.stages] : undefined,
          busca: leadSearchPattern(search) ? true : undefined,
        },
      });
      downloadCsv(leadsCsvFilename(), chunks);
      setState({ status: 'done', total: done });
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ status: 'cancelled' });
      } else {
        console.error('Erro ao exportar leads:', error);
        setState({ status: 'failed' });
      }
    } finally {
      running.current = null;
    }
  };

  return {
    running: state.status === 'running',
    message: messageOf(state),
    start: (filters: LeadFilters) => void start(filters),
    cancel: () => running.current?.abort(),
  };
}
