"use client";
// Watermarks as the dashboard reads them at any catalogue size: one by id (the chosen one), and the
// names of exactly the ids on screen, in lookups of at most a page of ids each.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { getWatermark, lookupWatermarks } from "@/lib/dashboard/actions/watermarks";
import { unwrap } from "@/lib/client/problem";
import { MAX_PAGE, type WatermarkView } from "@/lib/watermarks/schemas";

const watermarkKey = (id: string | undefined) => ["watermark", id];

/** The watermark of `id` (undefined when no id is given). */
export function useWatermark(id: string | undefined) {
  return useQuery({
    queryKey: watermarkKey(id),
    queryFn: async () => unwrap(await getWatermark(id!)),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

/** Primes useWatermark's cache with a watermark the page already holds (a picker's choice). */
export function useRememberWatermark() {
  const queryClient = useQueryClient();
  return (watermark: WatermarkView) => queryClient.setQueryData(watermarkKey(watermark.id), watermark);
}

/** The name of each watermark id given (every distinct id looked up once, MAX_PAGE ids per request). */
export function useWatermarkNames(ids: readonly string[] | undefined) {
  const distinct = useMemo(() => [...new Set(ids)].sort(), [ids]);
  return useQuery({
    queryKey: ["watermarks", "names", distinct],
    queryFn: async () => {
      const pages = [];
      for (let i = 0; i < distinct.length; i += MAX_PAGE) pages.push(distinct.slice(i, i + MAX_PAGE));
      const found = await Promise.all(pages.map(async (page) => unwrap(await lookupWatermarks(page)).items));
      return new Map(found.flat().map((w) => [w.id, w.name])) as ReadonlyMap<string, string>;
    },
    enabled: ids !== undefined,
    staleTime: 60_000,
    // Names of the range shown before stay until the new ones arrive (no flash of codes).
    placeholderData: keepPreviousData,
  });
}
