/** Words read per minute, for the reading time under the editor. */
export const WORDS_PER_MINUTE = 200;

/** "N palavras · X min de leitura" (at least 1 min when there is any text). */
export function readingStats(words: number): string {
  const count = `${words.toLocaleString('pt-BR')} ${words === 1 ? 'palavra' : 'palavras'}`;
  if (words === 0) return count;
  return `${count} · ${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min de leitura`;
}
