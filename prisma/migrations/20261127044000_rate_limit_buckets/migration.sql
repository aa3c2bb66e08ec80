-- Rate limits shared by every server process on this database (lib/http/shared-buckets.ts): one token
-- bucket per limiter ("keys", "auth") and key (an API key id, a client address). Processes take tokens in
-- small batches through take_rate_limit_tokens, which refills and withdraws under the row's lock, so all
-- processes together get at most burst + rate × T over any span T. A logged table: the buckets outlive a
-- database restart. Rows whose bucket is full again (full_at passed) hold nothing and are deleted.
CREATE TABLE rate_limit_bucket (
  limiter      text NOT NULL,
  key          text NOT NULL,
  tokens       double precision NOT NULL,
  refilled_at  timestamptz NOT NULL,
  full_at      timestamptz NOT NULL,
  PRIMARY KEY (limiter, key)
);
CREATE INDEX rate_limit_bucket_full_at ON rate_limit_bucket (full_at);

-- Takes up to `wanted` whole tokens from the bucket (refilled at `rate` per second up to `burst` since it
-- was last touched): `granted` is how many, `wait_ms` the time until one is there when none was.
CREATE FUNCTION take_rate_limit_tokens(
  p_limiter text, p_key text, p_wanted integer, p_rate double precision, p_burst double precision,
  OUT granted integer, OUT wait_ms integer
) LANGUAGE plpgsql AS $$
DECLARE
  stored double precision;
  stored_at timestamptz;
  at timestamptz;
  available double precision;
BEGIN
  INSERT INTO rate_limit_bucket (limiter, key, tokens, refilled_at, full_at)
    VALUES (p_limiter, p_key, p_burst, clock_timestamp(), clock_timestamp())
    ON CONFLICT (limiter, key) DO NOTHING;
  SELECT tokens, refilled_at INTO stored, stored_at FROM rate_limit_bucket
    WHERE limiter = p_limiter AND key = p_key FOR UPDATE;
  at := clock_timestamp();
  available := least(p_burst, stored + greatest(0, extract(epoch FROM at - stored_at)) * p_rate);
  granted := least(p_wanted, floor(available))::integer;
  wait_ms := CASE WHEN granted > 0 THEN 0 ELSE ceil((1 - available) / p_rate * 1000)::integer END;
  UPDATE rate_limit_bucket
    SET tokens = available - granted, refilled_at = at,
        full_at = at + make_interval(secs => (p_burst - (available - granted)) / p_rate)
    WHERE limiter = p_limiter AND key = p_key;
END $$;
