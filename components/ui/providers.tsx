"use client";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiProblem } from "@/lib/client/problem";
import { OutdatedBanner } from "./outdated-banner";
import { isOutdatedPage } from "./outdated-page";

export function Providers({ children }: { children: ReactNode }) {
  const [outdated, setOutdated] = useState(false);
  const [client] = useState(() => {
    const noticeOutdated = (error: unknown) => isOutdatedPage(error) && setOutdated(true);
    return new QueryClient({
      queryCache: new QueryCache({ onError: noticeOutdated }),
      mutationCache: new MutationCache({ onError: noticeOutdated }),
      defaultOptions: {
        queries: {
          staleTime: 10_000,
          // Coming back to the window shows what changed elsewhere meanwhile, however fresh the cache.
          refetchOnWindowFocus: "always",
          // A refusal (4xx) will not change on retry; a network hiccup might; an outdated page never recovers.
          retry: (failures, error) => failures < 2 && !isOutdatedPage(error) && !(error instanceof ApiProblem && error.status < 500),
        },
      },
    });
  });
  return (
    <QueryClientProvider client={client}>
      {outdated && <OutdatedBanner />}
      {children}
    </QueryClientProvider>
  );
}
