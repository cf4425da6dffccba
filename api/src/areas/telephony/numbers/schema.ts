// The SQL of the telephony area's migrations (versions 10–13, listed in ../migrations.ts): phone numbers' search
// index, counts and service provider column, and the indexes the lists and in-use checks read.

// Migration 10: an optional description per phone number (Switchboard's addition), and the indexes the lists,
// the in-use checks and the carrier usage counts read: numbers by carrier; carrier-set entries by carrier and by
// route; routes by LCR in priority order. (Numbers by number, for the paging order and the duplicates, is the
// schema's UNIQUE (number, voip_carrier_sid) index.)
export const PHONE_NUMBER_DESCRIPTION_SQL = `
ALTER TABLE phone_numbers ADD COLUMN description TEXT;
CREATE INDEX phone_numbers_carrier ON phone_numbers(voip_carrier_sid);
CREATE INDEX lcr_carrier_set_entry_carrier ON lcr_carrier_set_entry(voip_carrier_sid);
CREATE INDEX lcr_carrier_set_entry_route ON lcr_carrier_set_entry(lcr_route_sid);
CREATE INDEX lcr_routes_lcr ON lcr_routes(lcr_sid, priority);
`;

// The row-by-row upkeep of the search index and the counts as numbers are added. A bulk import (../number-csv)
// drops these two for its transaction and brings both up to date in one statement each.
export const PHONE_NUMBER_SEARCH_INSERT_TRIGGER = `CREATE TRIGGER phone_numbers_search_insert AFTER INSERT ON phone_numbers BEGIN
  INSERT INTO phone_numbers_search(rowid, number, description) VALUES (new.rowid, new.number, new.description);
END;`;
export const PHONE_NUMBER_COUNTS_INSERT_TRIGGER = `CREATE TRIGGER phone_number_counts_insert AFTER INSERT ON phone_numbers BEGIN
  INSERT INTO phone_number_counts (account_sid, voip_carrier_sid, n)
    VALUES (COALESCE(new.account_sid, ''), COALESCE(new.voip_carrier_sid, ''), 1)
    ON CONFLICT (account_sid, voip_carrier_sid) DO UPDATE SET n = n + 1;
END;`;

// Migration 11: a trigram full-text index over phone numbers and their descriptions, so `?filter=` of three or
// more characters finds its rows among 100,000 without reading them all (external content on the rowid, kept in
// sync by triggers, like the applications' name search of migration 3).
export const PHONE_NUMBER_SEARCH_SQL = `
CREATE VIRTUAL TABLE phone_numbers_search USING fts5(
  number, description, content='phone_numbers', content_rowid='rowid', tokenize='trigram case_sensitive 0'
);
INSERT INTO phone_numbers_search(phone_numbers_search) VALUES('rebuild');
${PHONE_NUMBER_SEARCH_INSERT_TRIGGER}
CREATE TRIGGER phone_numbers_search_delete AFTER DELETE ON phone_numbers BEGIN
  INSERT INTO phone_numbers_search(phone_numbers_search, rowid, number, description)
    VALUES ('delete', old.rowid, old.number, old.description);
END;
CREATE TRIGGER phone_numbers_search_update AFTER UPDATE OF number, description ON phone_numbers BEGIN
  INSERT INTO phone_numbers_search(phone_numbers_search, rowid, number, description)
    VALUES ('delete', old.rowid, old.number, old.description);
  INSERT INTO phone_numbers_search(rowid, number, description) VALUES (new.rowid, new.number, new.description);
END;
`;

// Migration 12: phone-number counts per (account, carrier), kept by triggers, so an unfiltered page's total and a
// carrier's "used by N numbers" are sums of a few rows instead of counts over 100,000. ('' stands for none.)
export const PHONE_NUMBER_COUNTS_SQL = `
CREATE TABLE phone_number_counts (
  account_sid TEXT NOT NULL,
  voip_carrier_sid TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (account_sid, voip_carrier_sid)
);
CREATE INDEX phone_number_counts_carrier ON phone_number_counts(voip_carrier_sid);
INSERT INTO phone_number_counts (account_sid, voip_carrier_sid, n)
  SELECT COALESCE(account_sid, ''), COALESCE(voip_carrier_sid, ''), COUNT(*) FROM phone_numbers
  GROUP BY COALESCE(account_sid, ''), COALESCE(voip_carrier_sid, '');
${PHONE_NUMBER_COUNTS_INSERT_TRIGGER}
CREATE TRIGGER phone_number_counts_delete AFTER DELETE ON phone_numbers BEGIN
  UPDATE phone_number_counts SET n = n - 1
    WHERE account_sid = COALESCE(old.account_sid, '') AND voip_carrier_sid = COALESCE(old.voip_carrier_sid, '');
END;
CREATE TRIGGER phone_number_counts_move AFTER UPDATE OF account_sid, voip_carrier_sid ON phone_numbers
  WHEN COALESCE(old.account_sid, '') <> COALESCE(new.account_sid, '')
    OR COALESCE(old.voip_carrier_sid, '') <> COALESCE(new.voip_carrier_sid, '') BEGIN
  UPDATE phone_number_counts SET n = n - 1
    WHERE account_sid = COALESCE(old.account_sid, '') AND voip_carrier_sid = COALESCE(old.voip_carrier_sid, '');
  INSERT INTO phone_number_counts (account_sid, voip_carrier_sid, n)
    VALUES (COALESCE(new.account_sid, ''), COALESCE(new.voip_carrier_sid, ''), 1)
    ON CONFLICT (account_sid, voip_carrier_sid) DO UPDATE SET n = n + 1;
END;
`;

// Kept from the account whoever inserts the row; a bulk import, which sets it, sets this aside too (it costs
// two thirds of the inserts' time).
export const PHONE_NUMBER_SERVICE_PROVIDER_INSERT_TRIGGER = `CREATE TRIGGER phone_numbers_service_provider_insert AFTER INSERT ON phone_numbers
  WHEN new.account_sid IS NOT NULL AND new.service_provider_sid IS NOT
    (SELECT service_provider_sid FROM accounts WHERE account_sid = new.account_sid) BEGIN
  UPDATE phone_numbers SET service_provider_sid =
    (SELECT service_provider_sid FROM accounts WHERE account_sid = new.account_sid) WHERE rowid = new.rowid;
END;`;

// Migration 13: every number with an account carries that account's service provider (the real server leaves the
// column empty when an admin adds a number), kept so by triggers whoever writes the row, and an index by service
// provider and number: a service provider's list pages in number order without sorting 100,000 rows.
export const PHONE_NUMBER_SERVICE_PROVIDER_SQL = `
UPDATE phone_numbers SET service_provider_sid =
  (SELECT service_provider_sid FROM accounts WHERE accounts.account_sid = phone_numbers.account_sid)
  WHERE account_sid IS NOT NULL;
${PHONE_NUMBER_SERVICE_PROVIDER_INSERT_TRIGGER}
CREATE TRIGGER phone_numbers_service_provider_move AFTER UPDATE OF account_sid ON phone_numbers
  WHEN new.account_sid IS NOT NULL BEGIN
  UPDATE phone_numbers SET service_provider_sid =
    (SELECT service_provider_sid FROM accounts WHERE account_sid = new.account_sid) WHERE rowid = new.rowid;
END;
CREATE INDEX phone_numbers_service_provider ON phone_numbers(service_provider_sid, number);
`;
