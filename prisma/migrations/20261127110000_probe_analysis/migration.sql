-- The deep analysis pass a probe job input asks for (gop, captions, scte35, loudness, bitrate): empty for a
-- plain probe (lib/probe/analysis).
ALTER TABLE job_input ADD COLUMN analysis text[] NOT NULL DEFAULT '{}';
