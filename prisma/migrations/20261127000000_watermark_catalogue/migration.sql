-- The catalogue at a broadcaster's scale: the traffic system's content id on each watermark, indexes for
-- the dashboard's search, and the registry's code rules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The traffic system's content id (a BXF house number); optional, not unique (a programme's id may
-- name several codes). Exact lookups (schedule imports) use the btree, searches the trigram index.
ALTER TABLE watermark ADD COLUMN house_number text CHECK (length(house_number) BETWEEN 1 AND 64);
CREATE INDEX watermark_house_number_idx ON watermark (house_number);
CREATE INDEX watermark_house_number_trgm_idx ON watermark USING gin (house_number gin_trgm_ops);
-- Case-insensitive substring search of names (ILIKE '%…%') at 10,000+ watermarks.
CREATE INDEX watermark_name_trgm_idx ON watermark USING gin (name gin_trgm_ops);

-- Check digits are issued with their code: a sid has one sid_check_digits pair and a csid one
-- csid_check_digits pair across the registry. The database enforces it, so two concurrent registrations
-- of a new sid with different digits cannot both succeed (the second waits for the first and conflicts).
-- The same (sid, csid) with the same digits twice stays allowed. These gist indexes also serve the
-- search's exact sid and csid matches.
--
-- Rows registered before this rule may contradict it. Which pair is right cannot be known here, and
-- nothing is changed silently: the migration then stops (its transaction applies nothing, the service
-- does not start) and names each contradicting code and its watermarks, for an operator to correct
-- the wrong digits (UPDATE watermark SET sid_check_digits = … WHERE id = …) before starting again.
DO $$
DECLARE
  contradictions text;
BEGIN
  SELECT string_agg(code, '; ') INTO contradictions FROM (
    SELECT format('sid %s has %s', sid, string_agg(DISTINCT format('%s (watermark %s)', sid_check_digits, id), ', ')) AS code
      FROM watermark GROUP BY sid HAVING count(DISTINCT sid_check_digits) > 1
    UNION ALL
    SELECT format('csid %s has %s', min(csid), string_agg(DISTINCT format('%s (watermark %s)', csid_check_digits, id), ', '))
      FROM watermark GROUP BY csid_value HAVING count(DISTINCT csid_check_digits) > 1
  ) codes;
  IF contradictions IS NOT NULL THEN
    RAISE EXCEPTION 'watermarks contradict the rule "one pair of check digits per sid and per csid": %; '
      'correct the wrong check digits of these watermarks, then start Broadmark again', contradictions;
  END IF;
END $$;

ALTER TABLE watermark
  ADD CONSTRAINT watermark_sid_check_digits EXCLUDE USING gist (sid WITH =, sid_check_digits WITH <>),
  ADD CONSTRAINT watermark_csid_check_digits EXCLUDE USING gist (csid_value WITH =, csid_check_digits WITH <>);
