import { openApiDocument } from "../http/openapi";
import { ContainerProbe } from "../probe/schema";
import { operations } from "./operations";

export function serviceOpenApi() {
  return openApiDocument(
    operations,
    {
      title: "Broadmark",
      version: "1.0",
      description:
        "Broadcast audience-measurement watermark registry, broadcast-slot reservations and media probing. " +
        "Every request carries X-Api-Key. Errors are RFC 9457 problem details with a stable `code`. " +
        "ContainerProbe is the probe object of the specification plus `$diagnostics` (and `data` streams), and, " +
        "for a job input that asks for the deep analysis pass, `analysis` on the container (ContainerAnalysis) and its streams (StreamAnalysis).",
    },
    [ContainerProbe],
  );
}
