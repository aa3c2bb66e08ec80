"use client";
import { useQuery } from "@tanstack/react-query";
import { listFactories } from "@/lib/dashboard/actions/jobs";
import { unwrap } from "@/lib/client/problem";

/** The factories, and the one a board works in: the one asked for, else the one named "default", else the first. */
export function useCurrentFactory(factoryId: string | undefined) {
  const factories = useQuery({ queryKey: ["factories"], queryFn: async () => unwrap(await listFactories()).items });
  const items = factories.data ?? [];
  const current = items.find((f) => f.id === factoryId) ?? items.find((f) => f.name === "default") ?? items[0];
  return { factories, items, current };
}
