import { z } from "zod";

export const CalendarFeedIssued = z
  .object({
    url: z
      .string()
      .describe(
        "The feed's URL, on the host this request was sent to. It is a secret: anyone holding it reads the slots",
      ),
    path: z.string().describe("The same URL's path, for a client that knows the service's public origin"),
    created_at: z.string(),
  })
  .meta({ id: "CalendarFeedIssued" });
