-- Schedules imported from a traffic system and as-run logs reconciled against the reservations: one row
-- per import, its rows (one per event of the file) and totals kept as JSON, as the API answered them.
CREATE TABLE schedule_import (
  id                 char(32) PRIMARY KEY,
  format             text NOT NULL CHECK (format IN ('bxf', 'csv')),
  mode               text NOT NULL CHECK (mode IN ('all', 'available')),
  totals             jsonb NOT NULL,
  rows               jsonb NOT NULL,
  created_at_ns      bigint NOT NULL,
  created_by_key_id  char(32) NOT NULL,
  created_by         text NOT NULL
);
CREATE INDEX schedule_import_newest ON schedule_import (created_at_ns DESC, id DESC);

CREATE TABLE as_run_import (
  id                 char(32) PRIMARY KEY,
  format             text NOT NULL CHECK (format IN ('bxf', 'csv')),
  window_from        text NOT NULL,
  window_to          text NOT NULL,
  tolerance          integer NOT NULL,
  totals             jsonb NOT NULL,
  rows               jsonb NOT NULL,
  created_at_ns      bigint NOT NULL,
  created_by_key_id  char(32) NOT NULL,
  created_by         text NOT NULL
);
CREATE INDEX as_run_import_newest ON as_run_import (created_at_ns DESC, id DESC);
