-- A job's optional name, given at submission (docs/api.md §10.3), and an uploaded input's file name as it was
-- uploaded, kept beside its upload://<id> so that lists and reports show the file a QA engineer knows.
ALTER TABLE job ADD COLUMN name text;
ALTER TABLE job_input ADD COLUMN file_name text;
