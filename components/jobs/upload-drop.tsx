"use client";
// Upload a media file for a job input: drop it or choose it, watch the progress bar, cancel at will.
import { useId } from "react";
import type { z } from "zod";
import { ProblemAlert } from "@/components/ui/status";
import { mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { useFileDrop } from "@/components/ui/use-file-drop";
import type { UploadView } from "@/lib/jobs/schemas";
import { useUpload } from "./use-upload";

export function UploadDrop({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (upload: z.infer<typeof UploadView>) => void;
}) {
  const id = useId();
  const { state, start, cancel } = useUpload(onUploaded);
  const choose = (file: File | undefined) => file && start(file);
  const { dropProps, overClass } = useFileDrop(choose);
  const percent =
    state.phase === "sending"
      ? state.total
        ? Math.floor((100 * state.sent) / state.total)
        : 0
      : state.phase === "done"
        ? 100
        : 0;
  return (
    <div {...dropProps} data-testid="upload-drop" className={`rounded-md border-2 border-dashed p-3 ${overClass}`}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="mt-1 block max-w-full text-sm"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <p className={`${mutedTextClass} mt-1 text-xs`}>
        Or drop a file here. It is sent to the service and probed there.
      </p>
      {(state.phase === "sending" || state.phase === "done") && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <progress
            className="h-2 w-48 max-w-full"
            max={100}
            value={percent}
            aria-label={`Upload of ${state.phase === "done" ? state.upload.name : state.name}`}
          />
          <span className="tabular-nums" data-testid="upload-percent">
            {percent}%
          </span>
          {state.phase === "sending" ? (
            <button type="button" className={secondaryButtonClass} onClick={cancel}>
              Cancel upload
            </button>
          ) : (
            <span role="status">
              Uploaded {state.upload.name} ({state.upload.size.toLocaleString("en")} bytes)
            </span>
          )}
        </div>
      )}
      {state.phase === "canceled" && (
        <p role="status" className="mt-2 text-sm">
          Upload of {state.name} canceled.
        </p>
      )}
      {state.phase === "failed" && (
        <div className="mt-2">
          <ProblemAlert problem={state.problem} title="The upload failed." />
        </div>
      )}
    </div>
  );
}
