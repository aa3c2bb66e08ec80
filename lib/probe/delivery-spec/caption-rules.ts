// The caption rules of a delivery spec (docs/delivery-specs.md, "captions"): CEA-608/708 in the video's
// A/53 user data, found by the analysis pass, and subtitle streams (DVB, teletext, timed text) by language.
import type { ContainerProbe } from "../schema";
import { notAnalysed, verdict } from "./rule-result";
import type { DeliverySpec, RuleResult } from "./spec-schema";

type CaptionRules = NonNullable<DeliverySpec["captions"]>;

export function checkCaptions(rules: CaptionRules, probe: ContainerProbe): RuleResult[] {
  const results: RuleResult[] = [];
  const captions = probe.video.map((stream) => stream.analysis?.captions);
  const analysed = captions.some((found) => found !== undefined);
  const why = notAnalysed(probe, "captions");
  const channels = captions.flatMap(
    (found) => found?.cea608.filter((c) => c.text_characters > 0).map((c) => c.channel) ?? [],
  );
  const services = captions.flatMap(
    (found) => found?.cea708.filter((s) => s.text_characters > 0).map((s) => s.service) ?? [],
  );
  const subtitles = probe.subtitle.map((stream) => stream.language ?? "und");
  if (rules.required) {
    const present = [
      ...channels,
      ...services.map((s) => `708 service ${s}`),
      ...subtitles.map((language) => `subtitles (${language})`),
    ];
    // Subtitle streams are known from the probe alone; embedded captions only from the analysis.
    const measured =
      present.length > 0 ? present.join(", ") : analysed || probe.subtitle.length > 0 ? "none" : undefined;
    results.push(
      verdict(
        "captions.required",
        "video[].analysis.captions, subtitle",
        "captions or subtitles",
        measured,
        present.length > 0,
        why,
      ),
    );
  }
  for (const channel of rules.cea608 ?? []) {
    results.push(
      verdict(
        "captions.cea608",
        "video[].analysis.captions.cea608",
        `${channel} with text`,
        analysed ? channels.join(", ") || "no channel with text" : undefined,
        channels.includes(channel),
        why,
      ),
    );
  }
  for (const service of rules.cea708 ?? []) {
    const measured = analysed ? services.map((s) => `service ${s}`).join(", ") || "no service with text" : undefined;
    results.push(
      verdict(
        "captions.cea708",
        "video[].analysis.captions.cea708",
        `service ${service} with text`,
        measured,
        services.includes(service),
        why,
      ),
    );
  }
  for (const language of rules.subtitle_languages ?? []) {
    const found = subtitles.indexOf(language);
    results.push(
      verdict(
        "captions.subtitle_languages",
        found >= 0 ? `subtitle[${found}].language` : "subtitle[].language",
        `subtitles in ${language}`,
        subtitles.join(", ") || "no subtitle stream",
        found >= 0,
      ),
    );
  }
  return results;
}
