// Which network addresses a probe may reach. Loopback, private, link-local (cloud metadata at
// 169.254.169.254 included), unique-local and other non-public ranges are refused unless PROBE_URL_ALLOW
// lists them (comma-separated addresses or CIDR ranges), so a job cannot make the service read its own
// network (SSRF).
import ipaddr from "ipaddr.js";
import { setting } from "../config/settings";

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function allowedRanges(): Range[] {
  return setting("PROBE_URL_ALLOW")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) =>
      entry.includes("/") ? ipaddr.parseCIDR(entry) : ([ipaddr.parse(entry), entry.includes(":") ? 128 : 32] as Range),
    );
}

/** Undefined when the address may be reached, else the reason it may not. */
export function refusalOf(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const allowed = allowedRanges().some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
  if (allowed) return undefined;
  const range = ip.range();
  return range === "unicast"
    ? undefined
    : `${address} is a ${range} address, which probes may not reach (PROBE_URL_ALLOW can permit it)`;
}
