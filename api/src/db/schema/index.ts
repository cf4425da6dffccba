// Migration 1: every table of the jambonz schema (docs/api/contract.md#database) in SQLite, with the same uniqueness rules and
// foreign keys (cascades only where the contract has them), plus indexes for the paged lists.
// Conventions: CHAR/VARCHAR → TEXT (length checked by the validation rules), BOOLEAN → INTEGER 0/1 with a CHECK,
// ENUM → TEXT with a CHECK, DATETIME/TIMESTAMP → ISO-8601 TEXT. Names that MySQL compares case-insensitively
// are COLLATE NOCASE so uniqueness behaves the same.
// One file per area's tables, in the order the migration has always created them.
import { BILLING_TABLES } from './billing';
import { IDENTITY_TABLES } from './identity';
import { PLATFORM_TABLES } from './platform';
import { SPEECH_TABLES } from './speech';
import { TELEPHONY_TABLES } from './telephony';

export const SCHEMA_SQL = [
  IDENTITY_TABLES,
  TELEPHONY_TABLES,
  SPEECH_TABLES,
  BILLING_TABLES,
  PLATFORM_TABLES,
].join('');
