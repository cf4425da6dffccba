// What the tables of migration 1 write the same way: timestamps, 0/1 flags, limit categories.

export const NOW = "(strftime('%Y-%m-%dT%H:%M:%fZ','now'))";
export const bool = (name: string, dflt: 0 | 1, nullable = false) =>
  `${name} INTEGER ${nullable ? '' : 'NOT NULL '}DEFAULT ${dflt} CHECK (${name} IN (0,1))`;
export const limitCategory =
  "category TEXT NOT NULL CHECK (category IN ('api_rate','voice_call_session','device','voice_call_minutes','voice_call_session_license','voice_call_minutes_license'))";
