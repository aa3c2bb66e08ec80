// ApplicationIdentification URIs (ST 2067-2 and each application's specification) and the names the
// industry uses for them.
const APPLICATIONS: Readonly<Record<string, string>> = {
  "http://www.smpte-ra.org/schemas/2067-20/2013": "App 2",
  "http://www.smpte-ra.org/schemas/2067-20/2016": "App 2",
  "http://www.smpte-ra.org/ns/2067-20/2020": "App 2",
  "http://www.smpte-ra.org/schemas/2067-21/2014": "App 2E",
  "http://www.smpte-ra.org/schemas/2067-21/2016": "App 2E",
  "http://www.smpte-ra.org/ns/2067-21/2020": "App 2E",
  "http://www.smpte-ra.org/ns/2067-21/2021": "App 2E",
  "http://www.smpte-ra.org/schemas/2067-30/2013": "App 3",
  "http://www.smpte-ra.org/schemas/2067-40/2016": "App 4",
  "http://www.smpte-ra.org/ns/2067-40/2020": "App 4",
  "http://www.smpte-ra.org/schemas/2067-50/2017": "App 5",
  "http://www.smpte-ra.org/ns/2067-50/2017": "App 5",
};

export function applicationName(uri: string): string | undefined {
  return APPLICATIONS[uri];
}
