-- The delivery spec a probe job input is checked against (lib/probe/delivery-spec; docs/delivery-specs.md):
-- null when the input asks for no check.
ALTER TABLE job_input ADD COLUMN spec jsonb;
