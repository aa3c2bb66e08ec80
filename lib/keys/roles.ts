import { z } from "zod";

export const Role = z.enum(["scheduler", "qa", "admin"]);
export type Role = z.infer<typeof Role>;

/** What each area of the API requires. Admins may do everything. */
export const AREA_ROLES = {
  /** What every key may ask about itself (the dashboard's sign-in). */
  account: ["scheduler", "qa", "admin"],
  watermarking: ["scheduler", "admin"],
  /** Schedulers submit the linear pre-rendering jobs that use their reservations; QA probes. */
  jobs: ["scheduler", "qa", "admin"],
  admin: ["admin"],
} as const satisfies Record<string, readonly Role[]>;
export type Area = keyof typeof AREA_ROLES;

export function roleMayUse(role: Role, area: Area): boolean {
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}

/** The caller of a request, as authenticated by its key. */
export interface Actor {
  keyId: string;
  name: string;
  role: Role;
}
