/** An absolute http(s) URL: the only kind of link the site renders or is configured with (design §3). */
export function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
