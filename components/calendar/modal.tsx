"use client";
// A modal dialog with its heading, opened and closed by its owner (the native <dialog>: focus is
// trapped and Escape closes it).
import { useEffect, useId, useRef, type ReactNode } from "react";

export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useId();
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={heading}
      onClose={onClose}
      className="m-auto w-full max-w-2xl rounded-lg border border-slate-300 bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={heading} className="text-lg font-semibold">
        {title}
      </h2>
      {open && <div className="mt-3 space-y-3">{children}</div>}
    </dialog>
  );
}
