"use client";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
import { DetectSubmitForm } from "./detect-submit-form";
import { useCurrentFactory } from "./use-current-factory";

/** Aired-content verification in the default factory: submit a detect job; its page shows the timeline. */
export function VerifyBoard() {
  const { factories, current } = useCurrentFactory(undefined);
  if (factories.isPending) return <Loading what="factories" />;
  if (factories.error) return <ProblemAlert problem={factories.error} />;
  if (!current) return <Empty>No factory exists yet: an admin creates one under Factories.</Empty>;
  return <DetectSubmitForm factoryId={current.id} />;
}
