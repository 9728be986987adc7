-- The language a form was sent from (contracts/locale.ts LOCALES): the visitor's e-mails and
-- outcome pages are in it. Rows from before the Arabic site were all sent in English.
-- No CHECK on the values: a new locale would then need a table rebuild; the repositories write
-- only values that passed localeSchema and read anything unknown back as the default.
ALTER TABLE contact_messages ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';

ALTER TABLE interest_entries ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
