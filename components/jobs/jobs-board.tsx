"use client";
import { usePathname, useRouter } from "next/navigation";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
import { inputClass, labelClass } from "@/components/ui/styles";
import { JobList } from "./job-list";
import { JobSubmitForm } from "./job-submit-form";
import { useCurrentFactory } from "./use-current-factory";

/** The jobs of one factory (?factory=<id>, else the one named "default"): submit and follow them. */
export function JobsBoard({ factoryId }: { factoryId?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const { factories, items, current } = useCurrentFactory(factoryId);
  if (factories.isPending) return <Loading what="factories" />;
  if (factories.error) return <ProblemAlert problem={factories.error} />;
  if (!current) return <Empty>No factory exists yet: an admin creates one under Factories.</Empty>;
  return (
    <div className="space-y-6">
      {items.length > 1 && (
        <label className={`${labelClass} max-w-xs`}>
          Factory
          <select
            className={`${inputClass} mt-1`}
            value={current.id}
            onChange={(e) => router.replace(`${pathname}?factory=${e.target.value}`)}
          >
            {items.map((factory) => (
              <option key={factory.id} value={factory.id}>
                {factory.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <JobSubmitForm key={current.id} factoryId={current.id} />
      <JobList factoryId={current.id} />
    </div>
  );
}
