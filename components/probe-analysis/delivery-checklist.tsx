// The delivery check above the summary (docs/delivery-specs.md): the verdict, then each rule with the expected and the
// measured value, red or green, and the field it was read from. The result is said in words as well as colour.
import { cardClass, mutedTextClass } from "@/components/ui/styles";
import type { DeliveryCheck } from "@/lib/probe/delivery-spec";

const RESULTS = {
  pass: { text: "Pass", className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100" },
  fail: { text: "Fail", className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100" },
  not_measured: {
    text: "Not measured",
    className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  },
} as const;

export function DeliveryChecklist({ check }: { check: DeliveryCheck }) {
  const verdict = check.passed
    ? `Meets ${check.spec}: all ${check.rules.length} rules pass`
    : `Fails ${check.spec}: ${[check.failed > 0 && `${check.failed} failed`, check.not_measured > 0 && `${check.not_measured} not measured`].filter(Boolean).join(", ")} of ${check.rules.length} rules`;
  return (
    <section aria-labelledby="delivery-check-heading" className={`${cardClass} space-y-3`} data-testid="delivery-check">
      <h2 id="delivery-check-heading" className="text-lg font-semibold">
        Delivery check
      </h2>
      <p
        role="status"
        className={`rounded-md px-3 py-2 font-medium ${check.passed ? RESULTS.pass.className : RESULTS.fail.className}`}
      >
        {verdict}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rules of {check.spec}</caption>
          <thead className="border-b border-slate-300 dark:border-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Result
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Rule
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Expected
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Measured
              </th>
              <th scope="col" className="py-1 font-semibold">
                Field
              </th>
            </tr>
          </thead>
          <tbody>
            {check.rules.map((rule, index) => (
              <tr
                key={index}
                className="border-b border-slate-200 align-top last:border-0 dark:border-slate-800"
                data-status={rule.status}
              >
                <td className="py-1 pr-3">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${RESULTS[rule.status].className}`}>
                    {RESULTS[rule.status].text}
                  </span>
                </td>
                <th scope="row" className="py-1 pr-3 font-mono text-xs font-medium">
                  {rule.rule}
                </th>
                <td className="py-1 pr-3">{rule.expected}</td>
                <td className="py-1 pr-3">{rule.measured}</td>
                <td className={`${mutedTextClass} py-1 font-mono text-xs`}>{rule.field}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
