"use client";
// "Subscribe": the signed-in key's calendar feed URL, for calendar applications (which cannot send an API
// key, so the URL holds a secret). Shown once; asking again replaces it and the old URL stops working.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { issueCalendarFeed } from "@/lib/dashboard/actions/reservations";
import { unwrap } from "@/lib/client/problem";
import { ProblemAlert } from "@/components/ui/status";
import { cardClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";

export function FeedSubscription() {
  const [copied, setCopied] = useState(false);
  const feed = useMutation({
    mutationFn: async () => unwrap(await issueCalendarFeed()),
    onSuccess: () => setCopied(false),
  });
  // The browser's origin: the one the scheduler reached this dashboard at (the API answers with its own).
  const url = feed.data && new URL(feed.data.path, window.location.origin).href;
  return (
    <section aria-labelledby="feed-heading" className={cardClass}>
      <h2 id="feed-heading" className="text-lg font-semibold">
        Calendar feed
      </h2>
      <p className={`${mutedTextClass} mt-1`}>
        Subscribe to the slots (the past week and the next eight weeks) in a calendar application. The URL is a secret:
        anyone holding it reads the slots. A new URL replaces the previous one.
      </p>
      <button
        type="button"
        className={`${secondaryButtonClass} mt-2`}
        disabled={feed.isPending}
        onClick={() => feed.mutate()}
      >
        {url ? "Replace the URL" : "Subscribe"}
      </button>
      {feed.error && <ProblemAlert problem={feed.error} />}
      {url && (
        <div role="status" className="mt-2 space-y-2 text-sm">
          <p className="font-medium">Your feed URL (shown only now):</p>
          <output className="block break-all font-mono text-xs" data-testid="feed-url">
            {url}
          </output>
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label="Copy the feed URL"
            onClick={async () => {
              await navigator.clipboard.writeText(url);
              setCopied(true);
            }}
          >
            {copied ? "Copied" : "Copy"}
          </button>
        </div>
      )}
    </section>
  );
}
