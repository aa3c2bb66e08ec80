"use client";
// The reserve form's "Repeat" fields: days of the week, and an end (a last date or a number of
// occurrences). Both end inputs keep their text while the other is chosen.
import { errorTextClass, inputClass, labelClass } from "@/components/ui/styles";
import { WEEKDAYS, type Repeat, type RuleResult, type Weekday } from "./repeat-rule";

export interface RepeatChoice {
  days: readonly Weekday[];
  ends: "until" | "count";
  until: string;
  count: string;
}

export const repeatOf = (choice: RepeatChoice): Repeat => ({
  days: choice.days,
  end: choice.ends === "until" ? { until: choice.until } : { count: choice.count },
});

interface RepeatFieldsProps {
  choice: RepeatChoice;
  onChange: (choice: RepeatChoice) => void;
  /** The field to correct, once the user asked for a preview. */
  problem?: Exclude<RuleResult, { rrule: string }>;
}

export function RepeatFields({ choice, onChange, problem }: RepeatFieldsProps) {
  const error = (field: "days" | "until" | "count") =>
    problem?.field === field ? (
      <p id={`repeat-${field}-error`} className={`${errorTextClass} mt-1`}>
        {problem.message}
      </p>
    ) : null;
  const invalid = (field: "days" | "until" | "count") =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": `repeat-${field}-error` } : {};
  const toggle = (day: Weekday, on: boolean) =>
    onChange({ ...choice, days: on ? [...choice.days, day] : choice.days.filter((d) => d !== day) });
  return (
    <div className="space-y-3">
      <fieldset {...invalid("days")}>
        <legend className={labelClass}>Repeat on</legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {WEEKDAYS.map(({ code, name }) => (
            <label key={code} className="flex items-center gap-1 text-sm">
              {/* "Mon" shown, "Monday" read: the name contains the visible text. */}
              <input
                type="checkbox"
                aria-label={name}
                checked={choice.days.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
              />
              {name.slice(0, 3)}
            </label>
          ))}
        </div>
        {error("days")}
      </fieldset>
      <fieldset>
        <legend className={labelClass}>Ends</legend>
        <div className="mt-1 grid grid-cols-2 gap-3 text-sm">
          <div>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name="repeat-ends"
                checked={choice.ends === "until"}
                onChange={() => onChange({ ...choice, ends: "until" })}
              />
              Until a date
            </label>
            <label className="sr-only" htmlFor="repeat-until">
              Last date
            </label>
            <input
              id="repeat-until"
              type="date"
              className={`${inputClass} mt-1`}
              value={choice.until}
              onChange={(e) => onChange({ ...choice, ends: "until", until: e.target.value })}
              {...invalid("until")}
            />
          </div>
          <div>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name="repeat-ends"
                checked={choice.ends === "count"}
                onChange={() => onChange({ ...choice, ends: "count" })}
              />
              After a count
            </label>
            <label className="sr-only" htmlFor="repeat-count">
              Number of occurrences
            </label>
            <input
              id="repeat-count"
              type="number"
              min={1}
              max={1000}
              className={`${inputClass} mt-1`}
              value={choice.count}
              onChange={(e) => onChange({ ...choice, ends: "count", count: e.target.value })}
              {...invalid("count")}
            />
          </div>
        </div>
        {error("until")}
        {error("count")}
      </fieldset>
    </div>
  );
}
