const countFormatter = new Intl.NumberFormat('pt-BR');

/** A count as Brazilians write it: 17505 → '17.505'. */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}
