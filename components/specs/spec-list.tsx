"use client";
// The stored delivery specs (docs/delivery-specs.md, "Stored specs"), in the order of their names, a page at
// a time: each with its title and the rules it sets; choosing one shows it.
import { useInfiniteQuery } from "@tanstack/react-query";
import { listSpecs } from "@/lib/dashboard/actions/specs";
import { cellClass, DataTable, LoadMore, topRowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { linkClass, mutedTextClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";

export const SPECS_KEY = ["specs"] as const;

export function useStoredSpecs() {
  return useInfiniteQuery({
    queryKey: SPECS_KEY,
    queryFn: async ({ pageParam }) => unwrap(await listSpecs({ cursor: pageParam, limit: 50 })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function SpecList({ onOpen }: { onOpen: (name: string) => void }) {
  const specs = useStoredSpecs();
  const items = specs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="specs-heading" className="space-y-3">
      <h2 id="specs-heading" className="text-lg font-semibold">
        Stored specs
      </h2>
      <QueryStatus
        pending={specs.isPending}
        error={specs.error}
        what="delivery specs"
        empty={items.length === 0 && "No delivery spec is stored yet."}
      >
        {() => (
          <DataTable caption="Stored delivery specs, by name" columns={["Name", "Title", "Rules", "Updated (UTC)"]}>
            {items.map((spec) => (
              <tr key={spec.name} className={topRowClass} data-spec={spec.name}>
                <td className={`${cellClass} font-mono`}>
                  <button type="button" className={linkClass} onClick={() => onOpen(spec.name)}>
                    {spec.name}
                  </button>
                </td>
                <td className={cellClass}>{spec.title}</td>
                <td className={`${cellClass} max-w-md`}>
                  <span className="break-words">{spec.rules.join(", ") || "none"}</span>
                  <span className={`${mutedTextClass} block text-xs`}>
                    {spec.rules.length} rule{spec.rules.length === 1 ? "" : "s"}
                  </span>
                </td>
                <td className={`${cellClass} tabular-nums`}>{utcText(spec.updated_at)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
      <LoadMore query={specs} />
    </section>
  );
}
