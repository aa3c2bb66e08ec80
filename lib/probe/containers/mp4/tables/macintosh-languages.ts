// QuickTime File Format, "Macintosh language codes": the mdhd language values below 0x400 that
// QuickTime files use instead of packed ISO 639-2/T codes, mapped to ISO 639-2/T.
export const MACINTOSH_LANGUAGES: readonly (string | undefined)[] = [
  "eng", "fra", "deu", "ita", "nld", "swe", "spa", "dan", "por", "nor", // 0–9
  "heb", "jpn", "ara", "fin", "ell", "isl", "mlt", "tur", "hrv", "zho", // 10–19 (19: traditional Chinese)
  "urd", "hin", "tha", "kor", "lit", "pol", "hun", "est", "lav", "sme", // 20–29
  "fao", "fas", "rus", "zho", "nld", "gle", "sqi", "ron", "ces", "slk", // 30–39 (33: simplified Chinese, 34: Flemish)
  "slv", "yid", "srp", "mkd", "bul", "ukr", "bel", "uzb", "kaz", "aze", // 40–49
  "aze", "hye", "kat", "ron", "kir", "tgk", "tuk", "mon", "mon", "pus", // 50–59 (53: Moldavian)
  "kur", "kas", "snd", "bod", "nep", "san", "mar", "ben", "asm", "guj", // 60–69
  "pan", "ori", "mal", "kan", "tam", "tel", "sin", "mya", "khm", "lao", // 70–79
  "vie", "ind", "tgl", "msa", "msa", "amh", "tir", "orm", "som", "swa", // 80–89
  "kin", "run", "nya", "mlg", "epo", undefined, undefined, undefined, undefined, undefined, // 90–99
  ...Array<undefined>(28), // 100–127: unassigned
  "cym", "eus", "cat", "lat", "que", "grn", "aym", "tat", "uig", "dzo", // 128–137
  "jav", "sun", "glg", "afr", "bre", "iku", "gla", "glv", "gle", "ton", // 138–147
  "grc", "kal", "aze", "nno", // 148–151
];
/** Language code 0x7FFF: unspecified. */
export const MACINTOSH_UNSPECIFIED = 0x7fff;
