"use client";
// Two summaries line by line: the container line and each stream (matched by kind and index); a line
// that differs is highlighted, and within it the fields the other report does not have are marked.
import { useMemo } from "react";
import { cardClass, mutedTextClass } from "@/components/ui/styles";
import type { ProbeSummary } from "@/lib/probe/summary";
import { Warnings } from "./probe-summary";
import { summaryOf } from "./summary-of";

interface Line {
  label: string;
  fields: [string[] | undefined, string[] | undefined];
}

export function ProbeSummaryCompare({
  reports,
  names,
}: {
  reports: readonly [unknown, unknown];
  names: readonly string[];
}) {
  const [first, second] = useMemo(() => [summaryOf(reports[0]), summaryOf(reports[1])], [reports]);
  if (!first || !second) return null;
  const lines = compareLines(first, second);
  const differing = lines.filter((line) => differs(line)).length;
  return (
    <section
      aria-labelledby="summary-compare-heading"
      className={`${cardClass} space-y-3`}
      data-testid="summary-compare"
    >
      <h2 id="summary-compare-heading" className="text-lg font-semibold">
        Summary{" "}
        <span className={`${mutedTextClass} font-normal`}>
          {differing === 0 ? "no line differs" : `${differing} ${differing === 1 ? "line differs" : "lines differ"}`}
        </span>
      </h2>
      <Warnings
        warnings={[
          ...first.warnings.map((w) => `${names[0]}: ${w}`),
          ...second.warnings.map((w) => `${names[1]}: ${w}`),
        ]}
      />
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Summary lines of both reports</caption>
        <thead className="border-b border-slate-300 dark:border-slate-700">
          <tr>
            <th scope="col" className="w-28 py-1 pr-2 font-semibold">
              Line
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              {names[0]}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {names[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const changed = differs(line);
            return (
              <tr
                key={line.label}
                data-diff={changed ? "changed" : "same"}
                className={`border-b border-slate-200 align-top dark:border-slate-800 ${changed ? "bg-amber-100 dark:bg-amber-950" : ""}`}
              >
                <th scope="row" className="py-1 pr-2 font-medium">
                  {line.label}
                  {changed && <span className="sr-only"> (differs)</span>}
                </th>
                <Cell fields={line.fields[0]} other={line.fields[1]} />
                <Cell fields={line.fields[1]} other={line.fields[0]} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Cell({ fields, other }: { fields: string[] | undefined; other: string[] | undefined }) {
  if (!fields) return <td className={`${mutedTextClass} py-1 pr-2`}>absent</td>;
  return (
    <td className="break-words py-1 pr-2">
      {fields.map((field, i) => (
        <span key={i}>
          {i > 0 && ", "}
          {other && !other.includes(field) ? (
            <mark className="rounded bg-amber-300 px-0.5 text-slate-950 dark:bg-amber-600 dark:text-white">
              {field}
            </mark>
          ) : (
            field
          )}
        </span>
      ))}
    </td>
  );
}

const differs = (line: Line) => JSON.stringify(line.fields[0]) !== JSON.stringify(line.fields[1]);

/** The container line, then each stream key of either report in the first report's order, then the second's. */
export function compareLines(first: ProbeSummary, second: ProbeSummary): Line[] {
  const keys = [...new Set([...first.streams.map((s) => s.key), ...second.streams.map((s) => s.key)])];
  const fieldsOf = (summary: ProbeSummary, key: string) => {
    const stream = summary.streams.find((s) => s.key === key);
    return stream ? [stream.id ?? "no id", ...stream.fields] : undefined;
  };
  return [
    { label: "Container", fields: [first.container.split(", "), second.container.split(", ")] },
    ...keys.map((key) => ({
      label: titleOf(first, second, key),
      fields: [fieldsOf(first, key), fieldsOf(second, key)] as Line["fields"],
    })),
  ];
}

const titleOf = (first: ProbeSummary, second: ProbeSummary, key: string) =>
  (first.streams.find((s) => s.key === key) ?? second.streams.find((s) => s.key === key))!.title;
