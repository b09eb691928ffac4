import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** Short numeric pt-BR date with time, e.g. `05/03/2025 14:30` (admin dates, spec §9). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return format(date, 'dd/MM/yyyy HH:mm', { locale: ptBR });
}

const countFormatter = new Intl.NumberFormat('pt-BR');

export function formatCount(value: number): string {
  return countFormatter.format(value);
}
