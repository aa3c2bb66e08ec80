-- Calendar feeds: calendar applications subscribe to a URL and cannot send X-Api-Key, so each key may hold
-- one feed secret carried in the URL. Only its SHA-256 hash is stored (as for keys); issuing a new secret
-- replaces the row (rotation), and a revoked key's feed answers nothing (authentication joins api_key).
CREATE TABLE calendar_feed (
  key_id         char(32) PRIMARY KEY REFERENCES api_key (id),
  token_hash     char(64) NOT NULL UNIQUE,
  created_at_ns  bigint NOT NULL
);
