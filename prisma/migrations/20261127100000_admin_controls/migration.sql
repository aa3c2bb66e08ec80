-- Admin controls: pausing webhook endpoints (by hand, or automatically after a long run of failures),
-- rotating their signing secret with an overlap, keys' last use and expiry, and the audit log's filters.

-- An endpoint is paused when paused_at_ns is set; paused_reason says by whom ('manual' or 'failing').
-- consecutive_failures and failing_since_ns count the current run of failed attempts (reset by a success).
ALTER TABLE webhook_endpoint
  ADD COLUMN paused_at_ns            bigint,
  ADD COLUMN paused_reason           text CHECK (paused_reason IN ('manual', 'failing')),
  ADD COLUMN consecutive_failures    integer NOT NULL DEFAULT 0,
  ADD COLUMN failing_since_ns        bigint,
  ADD COLUMN last_error              text,
  -- The secret before the last rotation, which also signs deliveries until previous_secret_until_ns.
  ADD COLUMN previous_secret         text,
  ADD COLUMN previous_secret_until_ns bigint;

-- Held: a delivery of a paused endpoint, sent when the endpoint is resumed.
ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_status_check;
ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_status_check CHECK (status IN ('Pending', 'Held', 'Delivered', 'Failed'));
-- Deleting an endpoint deletes its delivery log.
ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_endpoint_id_fkey;
ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoint (id) ON DELETE CASCADE;
CREATE INDEX webhook_delivery_held ON webhook_delivery (endpoint_id, seq) WHERE status = 'Held';

ALTER TABLE api_key
  ADD COLUMN last_used_at_ns bigint,
  ADD COLUMN expires_at_ns   bigint;

-- The audit log's filters, each newest first (keyset paging on (at_ns, id)).
CREATE INDEX audit_entry_at_id ON audit_entry (at_ns DESC, id DESC);
CREATE INDEX audit_entry_actor ON audit_entry (actor_key_id, at_ns DESC, id DESC);
CREATE INDEX audit_entry_action ON audit_entry (action, at_ns DESC, id DESC);
CREATE INDEX audit_entry_target ON audit_entry (target, at_ns DESC, id DESC);
