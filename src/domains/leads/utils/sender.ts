/**
 * One person behind several leads: the same sender is the same e-mail in any case and with any
 * `+tag` (`Ana+x@Empresa.com` is `ana@empresa.com`), as the database's burst limit and the LGPD
 * search count it (`private.lead_email_sender`, not exposed to the API).
 */
export function leadSender(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, '@');
}

/**
 * PostgREST `or=(…)` filter for the leads that may be this sender's: the address in any case, or
 * with a `+tag`. The address's own `%`, `_` and `*` stay wildcards here (a lead e-mail holds no
 * quote, comma, parenthesis or backslash, so the quoted values need no escape): the rows found are
 * narrowed to the sender with `leadSender`.
 */
export function senderEmailFilter(email: string): string {
  const sender = leadSender(email);
  const at = sender.lastIndexOf('@');
  const local = sender.slice(0, at);
  const domain = sender.slice(at + 1);
  return `email.ilike."${local}@${domain}",email.ilike."${local}+*@${domain}"`;
}
