-- Detect jobs (docs/api.md §4.7): the request (the reservations the content should carry) and, once the
-- job has searched its inputs, the detection result per input (timeline, gaps, verdicts). Both null for
-- probe and composition jobs.
ALTER TABLE job ADD COLUMN detect jsonb;
ALTER TABLE job ADD COLUMN detection jsonb;
-- Why a job failed, as a stable code, when the failure has one (source_already_marked: docs/api.md §10.7).
ALTER TABLE job ADD COLUMN error_code text;
