const UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1e3,
  m: 6e4,
  h: 3.6e6,
};

/** A Go duration ("60s", "1h30m", "1.5h") in milliseconds, or null when it is not one. */
export function parseGoDuration(text: string): number | null {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return null;
  return parts.reduce((sum, part) => sum + Number(part[1]) * UNITS_MS[part[2]], 0);
}
