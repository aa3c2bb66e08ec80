// The one `language` convention of the probe object: an ISO 639-2/B three-letter code (the form of the
// MPEG ISO_639_language_descriptor and Matroska's Language element), with an RFC 5646 region subtag,
// when there is one, in `region`. Containers that carry ISO 639-1 letters, ISO 639-2/T codes or RFC 5646
// tags (MXF RFC5646SpokenLanguage, Matroska LanguageBCP47, MP4 mdhd) are mapped here.

/** ISO 639-1 two-letter codes → ISO 639-2/B (ISO 639-2 code list, "639-1" column). */
const ISO_639_1_TO_639_2B: Readonly<Record<string, string>> = {
  aa: "aar", ab: "abk", ae: "ave", af: "afr", ak: "aka", am: "amh", an: "arg", ar: "ara", as: "asm", av: "ava",
  ay: "aym", az: "aze", ba: "bak", be: "bel", bg: "bul", bh: "bih", bi: "bis", bm: "bam", bn: "ben", bo: "tib",
  br: "bre", bs: "bos", ca: "cat", ce: "che", ch: "cha", co: "cos", cr: "cre", cs: "cze", cu: "chu", cv: "chv",
  cy: "wel", da: "dan", de: "ger", dv: "div", dz: "dzo", ee: "ewe", el: "gre", en: "eng", eo: "epo", es: "spa",
  et: "est", eu: "baq", fa: "per", ff: "ful", fi: "fin", fj: "fij", fo: "fao", fr: "fre", fy: "fry", ga: "gle",
  gd: "gla", gl: "glg", gn: "grn", gu: "guj", gv: "glv", ha: "hau", he: "heb", hi: "hin", ho: "hmo", hr: "hrv",
  ht: "hat", hu: "hun", hy: "arm", hz: "her", ia: "ina", id: "ind", ie: "ile", ig: "ibo", ii: "iii", ik: "ipk",
  io: "ido", is: "ice", it: "ita", iu: "iku", ja: "jpn", jv: "jav", ka: "geo", kg: "kon", ki: "kik", kj: "kua",
  kk: "kaz", kl: "kal", km: "khm", kn: "kan", ko: "kor", kr: "kau", ks: "kas", ku: "kur", kv: "kom", kw: "cor",
  ky: "kir", la: "lat", lb: "ltz", lg: "lug", li: "lim", ln: "lin", lo: "lao", lt: "lit", lu: "lub", lv: "lav",
  mg: "mlg", mh: "mah", mi: "mao", mk: "mac", ml: "mal", mn: "mon", mr: "mar", ms: "may", mt: "mlt", my: "bur",
  na: "nau", nb: "nob", nd: "nde", ne: "nep", ng: "ndo", nl: "dut", nn: "nno", no: "nor", nr: "nbl", nv: "nav",
  ny: "nya", oc: "oci", oj: "oji", om: "orm", or: "ori", os: "oss", pa: "pan", pi: "pli", pl: "pol", ps: "pus",
  pt: "por", qu: "que", rm: "roh", rn: "run", ro: "rum", ru: "rus", rw: "kin", sa: "san", sc: "srd", sd: "snd",
  se: "sme", sg: "sag", si: "sin", sk: "slo", sl: "slv", sm: "smo", sn: "sna", so: "som", sq: "alb", sr: "srp",
  ss: "ssw", st: "sot", su: "sun", sv: "swe", sw: "swa", ta: "tam", te: "tel", tg: "tgk", th: "tha", ti: "tir",
  tk: "tuk", tl: "tgl", tn: "tsn", to: "ton", tr: "tur", ts: "tso", tt: "tat", tw: "twi", ty: "tah", ug: "uig",
  uk: "ukr", ur: "urd", uz: "uzb", ve: "ven", vi: "vie", vo: "vol", wa: "wln", wo: "wol", xh: "xho", yi: "yid",
  yo: "yor", za: "zha", zh: "chi", zu: "zul",
};

/** The twenty languages whose ISO 639-2 terminology (T) code differs from the bibliographic (B) one. */
const ISO_639_2T_TO_639_2B: Readonly<Record<string, string>> = {
  sqi: "alb", hye: "arm", eus: "baq", mya: "bur", zho: "chi", ces: "cze", nld: "dut", fra: "fre", kat: "geo", deu: "ger",
  ell: "gre", isl: "ice", mkd: "mac", mri: "mao", msa: "may", fas: "per", ron: "rum", slk: "slo", bod: "tib", cym: "wel",
};

/** An ISO 639-1, 639-2/T or 639-2/B code (any case) as ISO 639-2/B; other three-letter codes as they are. */
export function iso639b(code: string): string | undefined {
  const lower = code.toLowerCase();
  if (/^[a-z]{2}$/.test(lower)) return ISO_639_1_TO_639_2B[lower];
  if (/^[a-z]{3}$/.test(lower)) return ISO_639_2T_TO_639_2B[lower] ?? lower;
  return undefined;
}

export interface LanguageAndRegion {
  language?: string;
  region?: string;
}

/**
 * An RFC 5646 tag (2.1: language ["-" extlang] ["-" script] ["-" region] ...) as ISO 639-2/B language and
 * upper-case region. Private-use and grandfathered tags ("x-…", "i-…") and 4–8 letter primary subtags
 * have no ISO 639 code and give no language.
 */
export function languageTag(tag: string): LanguageAndRegion {
  const [primary = "", ...subtags] = tag.trim().split("-");
  const language = iso639b(primary);
  if (!language) return {};
  let index = 0;
  while (index < 3 && /^[A-Za-z]{3}$/.test(subtags[index] ?? "")) index++; // extlang (2.2.2)
  if (/^[A-Za-z]{4}$/.test(subtags[index] ?? "")) index++; // script (2.2.3)
  const region = subtags[index];
  return region && /^([A-Za-z]{2}|\d{3})$/.test(region) ? { language, region: region.toUpperCase() } : { language };
}
