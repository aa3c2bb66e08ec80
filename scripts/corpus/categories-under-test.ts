// The categories (container × coding family) of the generated corpus in which the prober must agree with
// ffprobe and MediaInfo wherever they agree, and with the construction where they do not. Every other
// category seen is in known-gaps.ts with its reason; fixing a gap moves its category here.
export const CATEGORIES_UNDER_TEST: readonly string[] = [];
