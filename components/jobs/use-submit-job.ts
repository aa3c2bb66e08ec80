"use client";
// The submission shared by the job forms: the request checked against its schema, sent, the job list
// refreshed and the new job opened; the field messages merge the schema's (once submitted) and the service's.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { messagesByPath } from "@/components/forms/field";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import { submitJob } from "@/lib/dashboard/actions/jobs";
import { JobSubmitRequest } from "@/lib/jobs/schemas";

export function useSubmitJob(factoryId: string, request: z.input<typeof JobSubmitRequest>, submitted: boolean) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const parsed = JobSubmitRequest.safeParse(request);
  const submit = useMutation({
    mutationFn: async () => unwrap(await submitJob(factoryId, request)),
    onSuccess: async (job) => {
      await queryClient.invalidateQueries({ queryKey: ["jobs", factoryId] });
      router.push(`/jobs/${factoryId}/${job.id}`);
    },
  });
  const errors: Record<string, string> = {
    ...(parsed.success || !submitted ? {} : messagesByPath(parsed.error.issues)),
    ...(submit.error instanceof ApiProblem ? messagesByPath(submit.error.info.errors) : {}),
  };
  return { submit, valid: parsed.success, errors };
}
