import { roleMayUse, type Area, type Role } from "@/lib/keys/roles";

/** The dashboard's sections and the API area each needs; navigation shows what a role may use. */
export const NAVIGATION: readonly { href: string; label: string; area: Area }[] = [
  { href: "/watermarks", label: "Watermarks", area: "watermarking" },
  { href: "/calendar", label: "Slot calendar", area: "watermarking" },
  { href: "/imports", label: "Import schedule", area: "watermarking" },
  { href: "/as-run", label: "As run", area: "watermarking" },
  { href: "/jobs", label: "Jobs", area: "jobs" },
  { href: "/verify", label: "Verify aired content", area: "jobs" },
  { href: "/stale-outputs", label: "To render again", area: "jobs" },
  { href: "/specs", label: "Delivery specs", area: "jobs" },
  { href: "/probe", label: "Probe a file", area: "account" },
  { href: "/probe/compare", label: "Compare reports", area: "account" },
  { href: "/factories", label: "Factories", area: "jobs" },
  { href: "/audit", label: "Audit log", area: "admin" },
  { href: "/keys", label: "API keys", area: "admin" },
  { href: "/webhooks", label: "Webhooks", area: "admin" },
];

export function navigationFor(role: Role) {
  return NAVIGATION.filter((item) => roleMayUse(role, item.area));
}

export function homeFor(role: Role): string {
  return navigationFor(role)[0]!.href;
}
