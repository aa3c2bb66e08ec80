-- Delivery specs stored by name (lib/delivery-specs; docs/delivery-specs.md): an admin writes them, a probe
-- job input names one as its `spec`.
CREATE TABLE delivery_spec (
  name text PRIMARY KEY,
  spec jsonb NOT NULL,
  updated_at_ns bigint NOT NULL
);
