/**
 * Where the CRM webhook may point: a public name, and at send time only public addresses.
 *
 * The URL rule is `private.is_webhook_url` (supabase/migrations/*_webhook_address_policy.sql) and
 * the settings form's (src/domains/leads/api/lead-settings-schema.ts): besides `is_http_url` and
 * https, the host is a DNS name in ASCII letters, digits and hyphens with at least one dot, whose
 * last label starts with a letter — so never an IP literal in any spelling a URL parser reads as one
 * (`127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`; `[::1]` has no place in a host either) — and
 * not under a name kept for local or internal networks (`localhost`, `*.local`, `*.internal` such as
 * `metadata.google.internal`, `*.localdomain`, `*.arpa`). A CRM is addressed by its name (its
 * certificate names it); what the name resolves to is checked when sending (`isPublicAddress`).
 *
 * Import-free: the edge function and the app's form both use it.
 */

/** ASCII labels of 1–63 characters, at least two, the last starting with a letter (never numeric). */
const HOST_NAME_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const HOST_NAME_MAX_LENGTH = 253;
/** Names local or internal networks use: never a hosted CRM. */
const INTERNAL_NAME_PATTERN = /(^|\.)(localhost|local|internal|localdomain|arpa)$/i;

/**
 * The host of an https URL that already passed `is_http_url` (whose host holds no `:`, `@` or
 * brackets) is a public DNS name by the rule above.
 */
export function hasPublicHostName(url: string): boolean {
  const host = /^https:\/\/([^/?#:]*)/.exec(url)?.[1] ?? '';
  return (
    host.length <= HOST_NAME_MAX_LENGTH && HOST_NAME_PATTERN.test(host) && !INTERNAL_NAME_PATTERN.test(host)
  );
}

/** The 4 bytes of an IPv4 address in dotted decimal (as resolvers answer), or null. */
function ipv4Bytes(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9][0-9]{0,2})$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The 8 groups of an IPv6 address (`::` and a trailing dotted IPv4 allowed), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = ipv4Bytes(dotted[1]);
    if (!bytes) return null;
    const tail = [(bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]].map((group) => group.toString(16));
    text = `${text.slice(0, dotted.index)}:${tail.join(':')}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.flat().every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const given = groups.flat().length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const filled =
    halves.length === 1 ? groups[0] : [...groups[0], ...Array<string>(8 - given).fill('0'), ...groups[1]];
  return filled.map((group) => parseInt(group, 16));
}

/** [first address, prefix length] of the IPv4 ranges that are not the public internet. */
const NON_PUBLIC_IPV4: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata (169.254.169.254)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

const toNumber = (bytes: number[]) => bytes.reduce((value, byte) => value * 256 + byte, 0);

function isPublicIpv4(bytes: number[]): boolean {
  const value = toNumber(bytes);
  return NON_PUBLIC_IPV4.every(([first, length]) => {
    const size = 2 ** (32 - length);
    return Math.floor(value / size) !== Math.floor(toNumber(first) / size);
  });
}

/** The leading `bits` of the groups, as a number (bits ≤ 48). */
const leadingBits = (groups: number[], bits: number) =>
  Math.floor(toNumber(groups.slice(0, 3).flatMap((group) => [group >> 8, group & 0xff])) / 2 ** (48 - bits));

function isPublicIpv6(groups: number[]): boolean {
  const embeddedIpv4 = [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff];
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64) reach that IPv4 address.
  if (zeros(0, 5) && groups[5] === 0xffff) return isPublicIpv4(embeddedIpv4);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return isPublicIpv4(embeddedIpv4);
  // Only global unicast (2000::/3) is the public internet; within it, the IETF protocol block
  // (2001::/23: Teredo, benchmarking…), documentation (2001:db8::/32, 3fff::/20) and 6to4
  // (2002::/16, which tunnels to any IPv4 address) are not. Everything else — ::, ::1, fc00::/7
  // (unique local), fe80::/10 (link-local), ff00::/8 (multicast), the rest — is refused.
  return (
    leadingBits(groups, 3) === 0b001 &&
    leadingBits(groups, 23) !== leadingBits([0x2001, 0, 0], 23) &&
    leadingBits(groups, 32) !== leadingBits([0x2001, 0x0db8, 0], 32) &&
    leadingBits(groups, 20) !== leadingBits([0x3fff, 0, 0], 20) &&
    groups[0] !== 0x2002
  );
}

/**
 * An address a resolver answered (`93.184.216.34`, `2606:2800::1`) is on the public internet: not
 * private, loopback, link-local, CGNAT, unspecified, multicast, documentation or otherwise
 * reserved (IANA's special-purpose registries). Anything else, or what does not read as an address
 * (an IPv6 zone `fe80::1%eth0` included), is not.
 */
export function isPublicAddress(address: string): boolean {
  const bytes = ipv4Bytes(address);
  if (bytes) return isPublicIpv4(bytes);
  const groups = ipv6Groups(address);
  return groups !== null && isPublicIpv6(groups);
}
