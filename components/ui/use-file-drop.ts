import { useState, type DragEvent } from "react";

/**
 * A drop zone's drag-and-drop handling: spread `dropProps` on the zone; `over` is true while a file is
 * dragged over it. The first dropped file is handed to `onFile`, with the drop's DataTransfer for a
 * zone that takes several files or a folder (read it before the handler returns).
 */
export function useFileDrop(onFile: (file: File | undefined, transfer: DataTransfer) => unknown) {
  const [over, setOver] = useState(false);
  const dropProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(false);
      void onFile(event.dataTransfer.files[0], event.dataTransfer);
    },
  };
  return {
    over,
    dropProps,
    overClass: over ? "border-blue-600 bg-blue-50 dark:bg-blue-950" : "border-slate-400 dark:border-slate-600",
  };
}
