/** The search boxes of /insights and /cases: what they share (each list's own words are in its copy). */
export const searchMessages = {
  submit: 'Buscar',
  searching: 'Buscando...',
  clear: 'Limpar busca',
  resultsLabel: (query: string) => `Resultados da busca por “${query}”`,
  /** Announced politely when the results change. */
  count: (count: number, query: string) =>
    count === 0
      ? `Nenhum resultado para “${query}”`
      : count === 1
        ? `1 resultado para “${query}”`
        : `${count} resultados para “${query}”`,
  tooLong: (max: number) => `A busca pode ter até ${max} caracteres.`,
} as const;
