import { describe, expect, it } from "vitest";
import { ageText, inputFileName, jobMatches } from "./job-inputs";

describe("the jobs list's input names", () => {
  it("names the file of a file or http URL, and the upload of an upload URL", () => {
    const named = (url: string) => inputFileName({ url });
    expect(named("file:///srv/media/gen__h264_ac3.ts")).toBe("gen__h264_ac3.ts");
    expect(named("https://cdn.example/a/b/Evening%20news.mxf?token=1")).toBe("Evening news.mxf");
    expect(named("https://cdn.example/")).toBe("cdn.example");
    expect(named("upload://0123456789abcdef0123456789abcdef")).toBe("upload 01234567");
    expect(named("https://cdn.example/bad%E0%A4%A")).toBe("bad%E0%A4%A");
  });

  it("names an upload by the file name it was uploaded with", () => {
    const upload = { url: "upload://0123456789abcdef0123456789abcdef", file_name: "Evening News.mxf" };
    expect(inputFileName(upload)).toBe("Evening News.mxf");
  });

  it("filters on input names, file names and URLs, ignoring case", () => {
    const job = { inputs: { master: { url: "https://cdn.example/day1/Show_A.mxf", status: "Pending" as const } } };
    expect(jobMatches(job, "show_a")).toBe(true);
    expect(jobMatches(job, "MASTER")).toBe(true);
    expect(jobMatches(job, "day1")).toBe(true);
    expect(jobMatches(job, "show_b")).toBe(false);
    expect(jobMatches(job, "  ")).toBe(true);
  });

  it("filters on the job's name and an upload's file name", () => {
    const upload = {
      url: "upload://0123456789abcdef0123456789abcdef",
      file_name: "Promo.ts",
      status: "Pending" as const,
    };
    const job = { name: "Evening News QC", inputs: { a: upload } };
    expect(jobMatches(job, "news qc")).toBe(true);
    expect(jobMatches(job, "promo.TS")).toBe(true);
    expect(jobMatches({ inputs: { a: upload } }, "news")).toBe(false);
  });

  it("says how long ago, in the largest whole unit", () => {
    const now = Date.parse("2031-01-02T12:00:00Z");
    expect(ageText("2031-01-02T11:59:30Z", now)).toBe("30 seconds ago");
    expect(ageText("2031-01-02T11:55:00Z", now)).toBe("5 minutes ago");
    expect(ageText("2031-01-02T09:00:00Z", now)).toBe("3 hours ago");
    expect(ageText("2031-01-01T11:00:00Z", now)).toBe("yesterday");
    expect(ageText("2031-01-02T12:00:00Z", now)).toBe("now");
  });
});
