// Categories of the generated corpus in which the prober is known to be wrong today, each with the reason.
// The corpus test does not hold these to 100%; `npm run conformance -- --all` lists their mismatches.
export const KNOWN_GAPS: Readonly<Record<string, string>> = {};
