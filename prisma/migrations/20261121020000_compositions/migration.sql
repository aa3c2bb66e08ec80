-- Composition jobs: the composition as understood, rendered outputs, and the reservations a job uses.
ALTER TABLE job ADD COLUMN composition jsonb;

CREATE TABLE job_output (
  job_id           char(32) NOT NULL REFERENCES job (id),
  name             text NOT NULL,
  position         integer NOT NULL,
  type             text NOT NULL,
  status           text NOT NULL CHECK (status IN ('Pending', 'Completed', 'Failed')),
  error            text,
  file_key         text,
  result_key       text,
  result_etag      text,
  completed_at_ns  bigint,
  PRIMARY KEY (job_id, name)
);

-- Which reservation each watermarked output stream uses, for admission and for revocation on failure.
CREATE TABLE job_watermark (
  job_id          char(32) NOT NULL REFERENCES job (id),
  output_name     text NOT NULL,
  stream_name     text NOT NULL,
  reservation_id  char(32) NOT NULL REFERENCES linear_reservation (id),
  PRIMARY KEY (job_id, output_name, stream_name)
);
