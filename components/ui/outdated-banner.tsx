"use client";
import { OUTDATED_MESSAGE } from "./outdated-page";
import { buttonClass } from "./styles";

/** Shown once any request of the page was refused as coming from an earlier deployment. */
export function OutdatedBanner() {
  return (
    <div
      role="alert"
      className="sticky top-0 z-40 border-b border-amber-400 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="font-medium">{OUTDATED_MESSAGE}.</p>
        <p>What you typed is still on this page: copy what you need before reloading.</p>
        <button type="button" className={buttonClass} onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </div>
  );
}
