-- The key the contact form's island sends with a submission (contracts/form-fields.ts
-- SUBMISSION_FIELD): a retry of a send whose answer was lost carries the same key and is answered
-- as stored instead of being kept twice. Native posts and messages from before it have none, and
-- any number of rows may have none.
ALTER TABLE contact_messages ADD COLUMN submission_id TEXT;

CREATE UNIQUE INDEX contact_messages_submission_id ON contact_messages (submission_id)
WHERE submission_id IS NOT NULL;
