-- Trigram similarity for typo-tolerant search (available in PGlite as a contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
