"use client";
import { useId, useState } from "react";
import { ProblemAlert } from "@/components/ui/status";
import { mutedTextClass } from "@/components/ui/styles";
import { droppedEntries, filesOfEntries, filesOfInput } from "@/components/ui/dropped-files";
import { useFileDrop } from "@/components/ui/use-file-drop";
import type { PackageFile } from "@/lib/probe/packages/blob-package-files";
import { loadPackage, loadReport, type AnalyzeRequest, type LoadedReport } from "./load-report";

/**
 * A drop zone and a file input (the keyboard's way in) that turn a file, or a package's files, into a report.
 * `onLoaded(undefined)` as a new file starts: the previous file's report must not stand for this one, above all
 * when this one fails.
 */
export function ReportDrop({
  label,
  onLoaded,
  request = {},
}: {
  label: string;
  onLoaded: (report: LoadedReport | undefined) => void;
  request?: AnalyzeRequest;
}) {
  const id = useId();
  const [state, setState] = useState<{ busy?: string; error?: Error; loaded?: LoadedReport }>({});
  const [progress, setProgress] = useState<number>();
  const load = async (file: File | undefined, packageFiles?: Promise<PackageFile[]>) => {
    if (!file && !packageFiles) return;
    const name = file?.name ?? "the package";
    setState({ busy: name });
    onLoaded(undefined);
    try {
      const files = await packageFiles;
      const several = files && (files.length > 1 || files[0]?.path.includes("/"));
      const loaded = several
        ? await loadPackage(files)
        : await loadReport(file ?? files![0]!.file, { ...request, onProgress: setProgress });
      setState({ loaded });
      onLoaded(loaded);
    } catch (error) {
      // Which file failed, and why in the prober's words (lib/probe/errors.ts).
      setState({ error: new Error(`${name}: ${(error as Error).message}`) });
    } finally {
      setProgress(undefined);
    }
  };
  const { dropProps, overClass } = useFileDrop((file, transfer) =>
    load(file, filesOfEntries(droppedEntries(transfer))),
  );
  return (
    <div {...dropProps} className={`rounded-lg border-2 border-dashed p-4 ${overClass}`}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        className="mt-2 block text-sm"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          void load(files[0], Promise.resolve(filesOfInput(files)));
        }}
      />
      <p className={`${mutedTextClass} mt-1`}>
        Drop a media file, a saved probe report (.json), or the files or folder of a package (IMF, HLS, DASH). Media is
        probed in this browser and never uploaded.
      </p>
      {state.busy && (
        <p role="status" className="mt-2 animate-pulse text-sm">
          {progress === undefined
            ? `Probing ${state.busy}…`
            : `Analysing ${state.busy}… ${Math.round(progress * 100)}%`}
        </p>
      )}
      {state.busy && progress !== undefined && (
        <progress className="mt-1 h-2 w-48" max={1} value={progress} aria-label="Analysis progress" />
      )}
      {state.error && (
        <div className="mt-2">
          <ProblemAlert problem={state.error} title="This file could not be probed." />
        </div>
      )}
      {state.loaded?.stats && (
        <p className={`${mutedTextClass} mt-2`} data-testid="probe-stats">
          {state.loaded.name}: read {state.loaded.stats.bytesRead.toLocaleString("en")} of{" "}
          {state.loaded.stats.size.toLocaleString("en")} bytes in {state.loaded.stats.reads} reads,{" "}
          {state.loaded.stats.milliseconds.toFixed(0)} ms.
        </p>
      )}
    </div>
  );
}
