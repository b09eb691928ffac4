const countFormatter = new Intl.NumberFormat('pt-BR');

/** A count as Brazilians write it: 17505 → '17.505'. */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

const percentFormatter = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });
const finePercentFormatter = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** 'x%' of a whole; '—' when the whole is empty. */
export const formatShare = (part: number, whole: number) =>
  whole === 0 ? '—' : percentFormatter.format(part / whole);

/** A rate that is often small (conversion): one decimal, '2,5%'; '—' when the whole is empty. */
export const formatRate = (part: number, whole: number) =>
  whole === 0 ? '—' : finePercentFormatter.format(part / whole);
