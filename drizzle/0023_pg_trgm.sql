-- Trigram indexes serve the staff lists' substring searches (ILIKE '%…%'), decision 0042.
-- pg_trgm is a trusted contrib extension since PostgreSQL 13: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
