"use client";
// One upload from the browser: XMLHttpRequest because its upload events give a progress bar (fetch has
// none) and abort() cancels. It goes to the same-origin /upload route, which adds the session's key.
import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { problem, type ActionResult, type ProblemInfo } from "@/lib/client/problem";
import type { UploadView } from "@/lib/jobs/schemas";

type Upload = z.infer<typeof UploadView>;

export type UploadState =
  | { phase: "idle" }
  | { phase: "sending"; name: string; sent: number; total: number }
  | { phase: "done"; upload: Upload }
  | { phase: "failed"; problem: ProblemInfo }
  | { phase: "canceled"; name: string };

export function useUpload(onUploaded: (upload: Upload) => void) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const current = useRef<XMLHttpRequest>(undefined);

  const start = useCallback(
    (file: File) => {
      current.current?.abort();
      const xhr = new XMLHttpRequest();
      current.current = xhr;
      setState({ phase: "sending", name: file.name, sent: 0, total: file.size });
      xhr.upload.onprogress = (event) =>
        setState({
          phase: "sending",
          name: file.name,
          sent: event.loaded,
          total: event.lengthComputable ? event.total : file.size,
        });
      xhr.onload = () => {
        const result = parseResult(xhr);
        if (result.ok) {
          setState({ phase: "done", upload: result.data });
          onUploaded(result.data);
        } else {
          setState({ phase: "failed", problem: result.problem });
        }
      };
      xhr.onerror = () =>
        setState({ phase: "failed", problem: problem(503, "service_unreachable", "the upload was interrupted").info });
      xhr.onabort = () => setState({ phase: "canceled", name: file.name });
      xhr.open("POST", `/upload?name=${encodeURIComponent(file.name)}`);
      xhr.setRequestHeader("content-type", "application/octet-stream");
      xhr.send(file);
    },
    [onUploaded],
  );
  const cancel = useCallback(() => current.current?.abort(), []);
  return { state, start, cancel };
}

function parseResult(xhr: XMLHttpRequest): ActionResult<Upload> {
  try {
    const body = JSON.parse(xhr.responseText) as ActionResult<Upload>;
    if (typeof body === "object" && body !== null && "ok" in body) return body;
  } catch {
    // not JSON: reported below
  }
  return {
    ok: false,
    problem: problem(xhr.status || 502, "invalid_response", `the upload answered ${xhr.status}`).info,
  };
}
