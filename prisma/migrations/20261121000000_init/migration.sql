-- Keys, the watermark registry, linear reservations and the audit log.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE api_key (
  id            char(32) PRIMARY KEY,
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  role          text NOT NULL CHECK (role IN ('scheduler', 'qa', 'admin')),
  key_hash      char(64) NOT NULL UNIQUE,
  key_prefix    text NOT NULL,
  created_at_ns bigint NOT NULL,
  revoked_at_ns bigint
);

CREATE TABLE watermark (
  id                char(32) PRIMARY KEY,
  type              text NOT NULL CHECK (type IN ('VOD', 'Linear')),
  name              text NOT NULL,
  sid               integer NOT NULL CHECK (sid BETWEEN 1 AND 65535),
  sid_check_digits  text NOT NULL CHECK (length(sid_check_digits) = 2),
  csid              text NOT NULL,
  csid_value        integer NOT NULL CHECK (csid_value BETWEEN 0 AND 1048575),
  csid_check_digits text NOT NULL CHECK (length(csid_check_digits) = 2),
  status            text NOT NULL,
  created_at_ns     bigint NOT NULL,
  created_by_key_id char(32) NOT NULL REFERENCES api_key (id)
);
CREATE INDEX watermark_sid_csid_value_idx ON watermark (sid, csid_value);
CREATE INDEX watermark_created_idx ON watermark (created_at_ns DESC, id DESC);

CREATE TABLE linear_reservation (
  id                char(32) PRIMARY KEY,
  token             char(32) NOT NULL UNIQUE,
  watermark_id      char(32) NOT NULL REFERENCES watermark (id),
  sid               integer NOT NULL,
  sid_check_digits  text NOT NULL,
  csid              text NOT NULL,
  csid_value        integer NOT NULL,
  csid_check_digits text NOT NULL,
  start_text        text NOT NULL,
  start_at          timestamptz(3) NOT NULL,
  end_at            timestamptz(3) NOT NULL,
  duration          integer NOT NULL CHECK (duration BETWEEN 1 AND 86400),
  time_zone         text,
  status            text NOT NULL CHECK (status IN ('Active', 'Revoked')),
  created_at_ns     bigint NOT NULL,
  created_by_key_id char(32) NOT NULL REFERENCES api_key (id),
  revoked_at_ns     bigint,
  revoked_by_key_id char(32) REFERENCES api_key (id),
  revoke_reason     text,
  CHECK (end_at > start_at),
  CHECK ((status = 'Revoked') = (revoked_at_ns IS NOT NULL)),
  -- The reservation rule itself: no two Active reservations of one embedded code (sid, csid) may
  -- overlap in time. Spans are half-open, so back-to-back slots do not conflict. The database
  -- enforces it, so no interleaving of concurrent requests can grant a slot twice.
  CONSTRAINT linear_reservation_no_overlap EXCLUDE USING gist (
    sid WITH =,
    csid_value WITH =,
    tstzrange(start_at, end_at, '[)') WITH &&
  ) WHERE (status = 'Active')
);
CREATE INDEX linear_reservation_watermark_start_idx ON linear_reservation (watermark_id, start_at);
CREATE INDEX linear_reservation_start_idx ON linear_reservation (start_at);

CREATE TABLE audit_entry (
  id           bigserial PRIMARY KEY,
  at_ns        bigint NOT NULL,
  actor_key_id char(32) REFERENCES api_key (id),
  actor_name   text NOT NULL,
  action       text NOT NULL,
  target       text,
  outcome      text NOT NULL,
  detail       jsonb
);
CREATE INDEX audit_entry_at_idx ON audit_entry (at_ns);
