-- Media jobs: factories, probe jobs and their inputs, uploads, queue worker liveness, service secrets.

CREATE TABLE factory (
  id            char(32) PRIMARY KEY,
  name          text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200),
  created_at_ns bigint NOT NULL
);
-- Setup creates the default factory.
INSERT INTO factory (id, name, created_at_ns)
VALUES (replace(gen_random_uuid()::text, '-', ''), 'default', (extract(epoch FROM clock_timestamp()) * 1e9)::bigint);

CREATE TABLE job (
  id                char(32) PRIMARY KEY,
  factory_id        char(32) NOT NULL REFERENCES factory (id),
  status            text NOT NULL CHECK (status IN ('Queued', 'Running', 'Completed', 'Failed', 'Canceled')),
  progress          integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error             text,
  created_at_ns     bigint NOT NULL,
  started_at_ns     bigint,
  completed_at_ns   bigint,
  created_by_key_id char(32) NOT NULL REFERENCES api_key (id)
);
CREATE INDEX job_factory_created_idx ON job (factory_id, created_at_ns DESC, id DESC);

CREATE TABLE job_input (
  job_id           char(32) NOT NULL REFERENCES job (id),
  name             text NOT NULL,
  position         integer NOT NULL,
  url              text NOT NULL,
  status           text NOT NULL CHECK (status IN ('Pending', 'Completed', 'Failed')),
  error            text,
  error_code       text,
  result_key       text,
  result_etag      text,
  completed_at_ns  bigint,
  PRIMARY KEY (job_id, name)
);

CREATE TABLE upload (
  id                char(32) PRIMARY KEY,
  name              text NOT NULL,
  size              bigint NOT NULL,
  blob_key          text NOT NULL,
  created_at_ns     bigint NOT NULL,
  created_by_key_id char(32) NOT NULL REFERENCES api_key (id)
);

-- Queue workers report here; jobs locked by a worker that stopped reporting are unlocked for others.
CREATE TABLE queue_worker (
  worker_id    text PRIMARY KEY,
  heartbeat_at timestamptz NOT NULL
);

CREATE TABLE service_secret (
  name  text PRIMARY KEY,
  value text NOT NULL
);
