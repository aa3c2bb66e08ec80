-- Signed webhooks: the endpoints admins register and one delivery row per (event, endpoint). A delivery's
-- id is stable across attempts (receivers deduplicate by it); its body is stored as the exact text that
-- is signed and sent.
CREATE TABLE webhook_endpoint (
  id                 char(32) PRIMARY KEY,
  url                text NOT NULL,
  events             text[] NOT NULL,
  factory_id         char(32) REFERENCES factory (id),
  secret             text NOT NULL,
  created_at_ns      bigint NOT NULL,
  created_by_key_id  char(32) NOT NULL
);

CREATE TABLE webhook_delivery (
  id                  char(32) PRIMARY KEY,
  -- Creation order, which is also delivery order for the deliveries of one resource to one endpoint.
  seq                 bigserial NOT NULL UNIQUE,
  endpoint_id         char(32) NOT NULL REFERENCES webhook_endpoint (id),
  event_type          text NOT NULL,
  resource_id         text NOT NULL,
  body                text NOT NULL,
  status              text NOT NULL CHECK (status IN ('Pending', 'Delivered', 'Failed')),
  attempts            integer NOT NULL DEFAULT 0,
  last_status_code    integer,
  last_error          text,
  last_attempt_at_ns  bigint,
  created_at_ns       bigint NOT NULL
);
CREATE INDEX webhook_delivery_endpoint ON webhook_delivery (endpoint_id, seq DESC);
CREATE INDEX webhook_delivery_resource ON webhook_delivery (endpoint_id, resource_id, seq);
