// Migration 3: a trigram full-text index over application names, so `?name=` substring filters do not scan
// every row. External content keyed on the applications rowid, kept in sync by triggers.
// (After a manual VACUUM, which may renumber rowids, run: INSERT INTO applications_search(applications_search) VALUES('rebuild').)
export const APPLICATION_SEARCH_SQL = `
CREATE VIRTUAL TABLE applications_search USING fts5(
  name, content='applications', content_rowid='rowid', tokenize='trigram case_sensitive 0'
);
INSERT INTO applications_search(applications_search) VALUES('rebuild');
CREATE TRIGGER applications_search_insert AFTER INSERT ON applications BEGIN
  INSERT INTO applications_search(rowid, name) VALUES (new.rowid, new.name);
END;
CREATE TRIGGER applications_search_delete AFTER DELETE ON applications BEGIN
  INSERT INTO applications_search(applications_search, rowid, name) VALUES ('delete', old.rowid, old.name);
END;
CREATE TRIGGER applications_search_update AFTER UPDATE OF name ON applications BEGIN
  INSERT INTO applications_search(applications_search, rowid, name) VALUES ('delete', old.rowid, old.name);
  INSERT INTO applications_search(rowid, name) VALUES (new.rowid, new.name);
END;
`;

// Migration 4: application counts per account, kept by triggers, so an unfiltered paged list does not count
// 100,000 rows to say how many there are. ('' stands for applications without an account.)
export const APPLICATION_COUNTS_SQL = `
CREATE TABLE application_counts (account_sid TEXT PRIMARY KEY NOT NULL, n INTEGER NOT NULL);
INSERT INTO application_counts (account_sid, n) SELECT COALESCE(account_sid, ''), COUNT(*) FROM applications GROUP BY COALESCE(account_sid, '');
CREATE TRIGGER application_counts_insert AFTER INSERT ON applications BEGIN
  INSERT INTO application_counts (account_sid, n) VALUES (COALESCE(new.account_sid, ''), 1)
    ON CONFLICT (account_sid) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER application_counts_delete AFTER DELETE ON applications BEGIN
  UPDATE application_counts SET n = n - 1 WHERE account_sid = COALESCE(old.account_sid, '');
END;
CREATE TRIGGER application_counts_move AFTER UPDATE OF account_sid ON applications
  WHEN COALESCE(old.account_sid, '') <> COALESCE(new.account_sid, '') BEGIN
  UPDATE application_counts SET n = n - 1 WHERE account_sid = COALESCE(old.account_sid, '');
  INSERT INTO application_counts (account_sid, n) VALUES (COALESCE(new.account_sid, ''), 1)
    ON CONFLICT (account_sid) DO UPDATE SET n = n + 1;
END;
`;
