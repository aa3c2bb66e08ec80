-- Reservation series (one RRULE expanded in an IANA time zone; each occurrence is an ordinary reservation)
-- and reschedules (a reservation granted in place of a revoked one names it).
CREATE TABLE linear_reservation_series (
  id                char(32) PRIMARY KEY,
  watermark_id      char(32) NOT NULL REFERENCES watermark (id),
  start_text        text NOT NULL,
  duration          integer NOT NULL CHECK (duration BETWEEN 1 AND 86400),
  time_zone         text NOT NULL,
  rrule             text NOT NULL,
  mode              text NOT NULL CHECK (mode IN ('all', 'available')),
  created_at_ns     bigint NOT NULL,
  created_by_key_id char(32) NOT NULL REFERENCES api_key (id)
);

ALTER TABLE linear_reservation
  ADD COLUMN series_id char(32) REFERENCES linear_reservation_series (id),
  ADD COLUMN rescheduled_from_id char(32) REFERENCES linear_reservation (id);
CREATE INDEX linear_reservation_series_idx ON linear_reservation (series_id, start_at) WHERE series_id IS NOT NULL;
