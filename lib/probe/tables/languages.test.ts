// The language convention against the ISO 639-2 code list and RFC 5646's own examples (2.1, Appendix A).
import { describe, expect, it } from "vitest";
import { iso639b, languageTag } from "./languages";

describe("iso639b", () => {
  it("maps ISO 639-1 and 639-2/T codes to 639-2/B", () => {
    expect(iso639b("de")).toBe("ger");
    expect(iso639b("EN")).toBe("eng");
    expect(iso639b("zh")).toBe("chi");
    expect(iso639b("deu")).toBe("ger");
    expect(iso639b("fra")).toBe("fre");
    expect(iso639b("eng")).toBe("eng");
    expect(iso639b("qaa")).toBe("qaa"); // reserved for local use: kept
    expect(iso639b("und")).toBe("und");
  });

  it("gives nothing for what is not an ISO 639 code", () => {
    expect(iso639b("xx")).toBeUndefined();
    expect(iso639b("English")).toBeUndefined();
    expect(iso639b("")).toBeUndefined();
  });
});

describe("languageTag (RFC 5646)", () => {
  it("separates language and region", () => {
    expect(languageTag("de-DE")).toEqual({ language: "ger", region: "DE" });
    expect(languageTag("es-419")).toEqual({ language: "spa", region: "419" });
    expect(languageTag("fr")).toEqual({ language: "fre" });
  });

  it("skips extlang and script subtags before the region, and ignores what follows it", () => {
    expect(languageTag("zh-Hant-TW")).toEqual({ language: "chi", region: "TW" });
    expect(languageTag("zh-yue-HK")).toEqual({ language: "chi", region: "HK" });
    expect(languageTag("sr-Latn")).toEqual({ language: "srp" });
    expect(languageTag("de-CH-1901")).toEqual({ language: "ger", region: "CH" });
    expect(languageTag("de-u-co-phonebk")).toEqual({ language: "ger" }); // "co" is an extension, not a region
  });

  it("gives no language for private-use and grandfathered tags", () => {
    expect(languageTag("x-whatever")).toEqual({});
    expect(languageTag("i-klingon")).toEqual({});
  });
});
