// xs:duration as the MPD uses it (ISO/IEC 23009-1 5.3.1.2, mediaPresentationDuration, Period@start):
// PnDTnHnMnS. Years and months have no fixed length and are not accepted.

/** Seconds, or undefined for text that is not such a duration. */
export function parseIsoDuration(text: string | undefined): number | undefined {
  const match = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    text?.trim() ?? "",
  );
  if (!match || text!.trim() === "P" || text!.trim().endsWith("T")) return undefined;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(days) * 86400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
