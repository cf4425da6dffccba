// Speech credentials' migration (version 20, listed in ../migrations.ts): why the last test failed, per side, so
// the list can show it without testing again; an index for the applications that name a vendor (who uses a
// credential).
export const SPEECH_TEST_REASONS_SQL = `
ALTER TABLE speech_credentials ADD COLUMN tts_test_reason TEXT;
ALTER TABLE speech_credentials ADD COLUMN stt_test_reason TEXT;
CREATE INDEX IF NOT EXISTS speech_credentials_vendor_label ON speech_credentials(service_provider_sid, vendor, label);
`;
