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
