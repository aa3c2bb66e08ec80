// The subscribable iCalendar feed: a key issues its feed URL (the secret is in the URL, since calendar
// applications cannot send X-Api-Key), and anyone holding the URL reads the slots around now.
import { z } from "zod";
import { authenticateFeed, issueFeedToken } from "../keys/calendar-feeds";
import { audit } from "../keys/audit";
import { roleMayUse } from "../keys/roles";
import { defineOperation } from "../http/operation";
import { Problem } from "../http/problem";
import {
  logAuthFailure,
  refundAuthAttempt,
  refundingAttempt,
  refuseIfAuthFailuresExhausted,
  reserveAuthAttempt,
} from "../http/rate-limit";
import { formatNs } from "../time/clock";
import { CalendarFeedIssued } from "./feed-schemas";
import { reservationsAsICal } from "./ical";
import { FEED_MAX_EVENTS, feedReservations } from "./service";

const BASE = "/watermarking/v1.0/measurement";
const DAY_MS = 86_400_000;
/** The feed's window around now: the past week (what aired) and the next eight weeks. */
export const FEED_DAYS = { past: 7, ahead: 56 };
/** How often calendar applications are asked to refresh (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const FEED_TTL_SECONDS = 3600;

export const issueCalendarFeedOperation = defineOperation({
  method: "POST",
  path: `${BASE}/calendar_feed`,
  summary: "Issue a calendar feed URL",
  description:
    "A new secret URL of an iCalendar feed of the slots (as this key sees them), for calendar applications, which " +
    "cannot send X-Api-Key. Shown only in this answer; issuing again replaces it (the old URL answers 404), and " +
    "revoking the key ends it.",
  area: "watermarking",
  responses: { 201: { description: "The feed's URL, shown only here", schema: CalendarFeedIssued } },
  handler: async ({ actor, request }) => {
    const { token, createdAt } = await issueFeedToken(actor.keyId);
    await audit(actor, "calendar_feed.issue", actor.keyId, "issued");
    const path = `${BASE}/calendar_feeds/${token}.ics`;
    return { status: 201, body: { url: new URL(path, request.url).href, path, created_at: formatNs(createdAt) } };
  },
});

const FeedParams = z.object({ feed_file: z.string().describe("The feed's secret followed by .ics") });

export const calendarFeedOperation = defineOperation({
  method: "GET",
  path: `${BASE}/calendar_feeds/{feed_file}`,
  summary: "Read a calendar feed",
  description:
    `iCalendar of every reservation (revoked ones as STATUS:CANCELLED) overlapping the ${FEED_DAYS.past} days before ` +
    `now and the ${FEED_DAYS.ahead} after (at most ${FEED_MAX_EVENTS} events), authenticated by the URL's secret alone.`,
  area: "public",
  params: FeedParams,
  responses: { 200: { description: "The feed", contentType: "text/calendar" } },
  handler: async ({ params, clientAddress }) => {
    const address = clientAddress ?? "unknown";
    refuseIfAuthFailuresExhausted(address);
    // Guessing feed URLs counts like guessing keys (the lookup takes its token first, given back when valid).
    await reserveAuthAttempt(address);
    const token = /^(.*)\.ics$/.exec(params.feed_file)?.[1];
    const actor = token ? await authenticateFeed(token).catch(refundingAttempt(address)) : null;
    if (actor && roleMayUse(actor.role, "watermarking")) refundAuthAttempt(address);
    else {
      logAuthFailure(address, "unknown, replaced or revoked calendar feed");
      throw new Problem(
        404,
        "not_found",
        "no calendar feed at this URL: it was replaced by a newer one, or its key was revoked",
      );
    }
    const now = Date.now();
    const { items, names } = await feedReservations(
      new Date(now - FEED_DAYS.past * DAY_MS),
      new Date(now + FEED_DAYS.ahead * DAY_MS),
    );
    return new Response(reservationsAsICal(items, names, { ttlSeconds: FEED_TTL_SECONDS }), {
      headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "private, no-store" },
    });
  },
});
