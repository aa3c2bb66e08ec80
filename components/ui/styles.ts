// Shared Tailwind class lists, so every control has the same focus ring, contrast and sizes.
const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";

export const buttonClass = `${focus} inline-flex items-center justify-center gap-1 rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400`;
export const secondaryButtonClass = `${focus} inline-flex items-center justify-center gap-1 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800`;
export const dangerButtonClass = `${focus} inline-flex items-center justify-center gap-1 rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400`;
export const inputClass = `${focus} block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100`;
export const labelClass = "block text-sm font-medium";
export const linkClass = `${focus} text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200`;
export const cardClass = "rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";
export const errorTextClass = "text-sm text-red-700 dark:text-red-300";
export const mutedTextClass = "text-sm text-slate-600 dark:text-slate-400";
