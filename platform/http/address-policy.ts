import ipaddr from 'ipaddr.js';

/** The part of the outbound policy that decides which peer addresses may be connected to. */
export interface AddressPolicy {
  /** Allow every address, private ranges included (development only). */
  allowPrivate: boolean;
  /** CIDRs allowed even though they are not public unicast, e.g. ['127.0.0.1/32', '::1/128']. */
  allowCidrs: readonly string[];
}

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Current IPv6 global unicast space (RFC 4291 §2.4); anything outside it is not a public peer. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

const compiled = new WeakMap<readonly string[], Cidr[]>();

/** Parses the allow list once per array; a bad entry throws (configuration is validated at boot too). */
function allowList(cidrs: readonly string[]): Cidr[] {
  let list = compiled.get(cidrs);
  if (!list) {
    list = cidrs.map((c) => {
      if (!ipaddr.isValidCIDR(c)) throw new Error(`not a CIDR: ${JSON.stringify(c)}`);
      return ipaddr.parseCIDR(c);
    });
    compiled.set(cidrs, list);
  }
  return list;
}

function inList(addr: ipaddr.IPv4 | ipaddr.IPv6, list: Cidr[]): boolean {
  return list.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
}

/** True when `ip` is public unicast (what ipaddr.js calls 'unicast'; IPv6 also inside 2000::/3). */
export function isPublicUnicast(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  // process() turns ::ffff:a.b.c.d into the IPv4 address it carries, so mapped loopback is loopback.
  const addr = ipaddr.process(ip);
  if (addr.range() !== 'unicast') return false;
  return addr.kind() === 'ipv4' || addr.match(IPV6_GLOBAL_UNICAST);
}

/**
 * Whether an outbound connection to the literal address `ip` is allowed: public unicast
 * always; anything else (loopback, private, link-local incl. 169.254.169.254, unique-local,
 * CGNAT, multicast, reserved, 6to4, Teredo, NAT64, …) only with allowPrivate or when inside
 * an allowCidrs entry. Not an IP address: refused.
 */
export function addressAllowed(ip: string, policy: AddressPolicy): boolean {
  if (!ipaddr.isValid(ip)) return false;
  if (policy.allowPrivate || isPublicUnicast(ip)) return true;
  const list = allowList(policy.allowCidrs);
  // Match both the literal form and the unmapped one, so '127.0.0.1/32' admits ::ffff:127.0.0.1.
  return inList(ipaddr.parse(ip), list) || inList(ipaddr.process(ip), list);
}
