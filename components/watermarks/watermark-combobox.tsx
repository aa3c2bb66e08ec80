"use client";
// The one watermark picker: an editable combobox with a list popup (WAI-ARIA APG "combobox" pattern),
// backed by the API's search, so any watermark of a catalogue of any size can be found by typing its
// name, house number, sid or csid. It never lists "the first N": the list holds the search's best matches.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { searchWatermarks } from "@/lib/dashboard/actions/watermarks";
import { unwrap } from "@/lib/client/problem";
import type { WatermarkType, WatermarkView } from "@/lib/watermarks/schemas";
import { inputClass, labelClass, mutedTextClass } from "@/components/ui/styles";

interface WatermarkComboboxProps {
  label: string;
  /** The chosen watermark (looked up by the page, which holds the one chosen id). */
  value: WatermarkView | undefined;
  onChange: (watermark: WatermarkView | undefined) => void;
  type?: WatermarkType;
  /** When given, a first option with this text that clears the choice (e.g. "All codes"). */
  anyOption?: string;
  /** Classes added to the wrapper (its width). */
  className?: string;
}

const SEARCH_DELAY_MS = 200;

/** How a watermark reads everywhere it is picked or booked: the name, then its code. */
export const watermarkText = (w: Pick<WatermarkView, "name" | "sid" | "csid">) =>
  `${w.name} · sid ${w.sid} · csid ${w.csid}`;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function WatermarkCombobox({ label, value, onChange, type, anyOption, className }: WatermarkComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  // What the user typed since focusing the input; null shows the chosen watermark.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced((typed ?? "").trim(), SEARCH_DELAY_MS);
  const search = useQuery({
    queryKey: ["watermarks", "search", type, q],
    queryFn: async () => unwrap(await searchWatermarks(q, type)).items,
    enabled: open && q !== "",
    staleTime: 10_000,
  });
  const matches = q === "" ? [] : (search.data ?? []);
  // The options in list order: the "any" option first when there is one.
  const options: (WatermarkView | undefined)[] = [...(anyOption !== undefined ? [undefined] : []), ...matches];
  const optionId = (index: number) => `${id}-option-${index}`;
  const settled = q === (typed ?? "").trim() && !search.isFetching;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (watermark: WatermarkView | undefined) => {
    onChange(watermark);
    setTyped(null);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
      );
    } else if (event.key === "Enter" && open) {
      // Enter takes the highlighted option; with none, it must not submit a form around a half-typed search.
      event.preventDefault();
      if (active >= 0 && active < options.length) choose(options[active]);
    } else if (event.key === "Escape") {
      // First Escape closes the list; the next one gives back the chosen watermark's text.
      if (open) close();
      else setTyped(null);
    }
  };

  const status = !open
    ? ""
    : q === ""
      ? "Type a name, house number, sid or csid"
      : !settled
        ? "Searching…"
        : search.error
          ? "The search failed"
          : matches.length === 0
            ? "No watermark matches"
            : `${matches.length === 1 ? "1 watermark matches" : `${matches.length} watermarks match`}${matches.length >= 20 ? " (the best 20: type more to narrow)" : ""}`;

  return (
    <div className={`relative min-w-0${className ? ` ${className}` : ""}`}>
      <label htmlFor={`${id}-input`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 && active < options.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        className={`${inputClass} mt-1 truncate`}
        placeholder="Name, house number, sid or csid"
        title={value ? watermarkText(value) : anyOption}
        value={typed ?? (value ? watermarkText(value) : "")}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setTyped(null);
          close();
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!open || options.length === 0}
        className="absolute right-0 z-30 mt-1 max-h-72 w-max max-w-[min(32rem,90vw)] min-w-full overflow-auto rounded-md border border-slate-400 bg-white py-1 text-sm shadow-lg dark:border-slate-500 dark:bg-slate-900"
      >
        {options.map((watermark, index) => (
          <li
            key={watermark?.id ?? "any"}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the input (the pattern's focus stays there), choose on click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(watermark)}
            ref={(element) => {
              if (index === active) element?.scrollIntoView({ block: "nearest" });
            }}
            className="cursor-pointer px-2 py-1 aria-selected:bg-blue-700 aria-selected:text-white dark:aria-selected:bg-blue-500 dark:aria-selected:text-slate-950"
          >
            {watermark ? (
              <>
                <span className="font-medium">{watermark.name}</span>{" "}
                <span className="whitespace-nowrap opacity-80">
                  · sid {watermark.sid} · csid {watermark.csid}
                  {watermark.house_number ? ` · ${watermark.house_number}` : ""}
                </span>
              </>
            ) : (
              anyOption
            )}
          </li>
        ))}
      </ul>
      {/* The count is announced; the list shows itself, so the text is visible only when it is empty. */}
      <p role="status" className="sr-only">
        {status}
      </p>
      {open && options.length === 0 && (
        <p
          aria-hidden="true"
          className={`${mutedTextClass} absolute z-30 mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-900`}
        >
          {status}
        </p>
      )}
    </div>
  );
}
