// Import phone numbers from a CSV (Switchboard's addition): the file is checked first (a dry run on the server:
// what would be created, the duplicates that are skipped and every invalid line with its reason); the import
// itself creates every line or none, and is offered only while no line is invalid.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { PhoneNumberImportProblem, PhoneNumberImportReport } from '@switchboard/shared/types';
import { Alert, Button, ErrorMessage, FileField, PageHeader, Section } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { NoAccess, useSessionInfo } from '@switchboard/shared/admin';
import { PHONE_NUMBER_CSV_COLUMNS, TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useImportPhoneNumbersMutation } from './api';

function ProblemTable({
  caption,
  rows,
  total,
}: {
  caption: string;
  rows: PhoneNumberImportProblem[];
  total: number;
}) {
  if (total === 0) return null;
  return (
    <table className={styles.reportTable}>
      <caption>
        {caption} ({total}
        {total > rows.length ? `, the first ${rows.length} listed` : ''})
      </caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Number</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.line}-${row.number}`}>
            <td>{row.line}</td>
            <td className={styles.mono}>{row.number}</td>
            <td>{row.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ImportPhoneNumbersPage() {
  const session = useSessionInfo();
  const navigate = useNavigate();
  const [run, { isLoading }] = useImportPhoneNumbersMutation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<PhoneNumberImportReport | null>(null);
  const [error, setError] = useState<string>();
  // The file last chosen: it is read asynchronously, and until it is read nothing is checked or imported (the
  // previous file's text and report are gone at once); a check answered after another choice is dropped.
  const chosen = useRef<File | null>(null);
  const [reading, setReading] = useState(false);
  if (session.isViewOnly) return <NoAccess message="You do not have access." />;
  const serviceProviderSid = session.serviceProviderSid ?? '';

  const check = async () => {
    if (!file || reading) return;
    const checked = chosen.current;
    setError(undefined);
    setReport(null);
    try {
      const result = await run({ csv: file.text, dryRun: true, serviceProviderSid }).unwrap();
      if (chosen.current === checked) setReport(result);
    } catch (reason) {
      if (chosen.current === checked) setError(toApiError(reason).msg);
    }
  };

  const importAll = async () => {
    if (!file || reading) return;
    const imported = chosen.current;
    try {
      const done = await run({ csv: file.text, dryRun: false, serviceProviderSid }).unwrap();
      toast('success', T.imported(done.created ?? 0));
      navigate(paths.phoneNumbers);
    } catch (reason) {
      const body = (reason as { data?: unknown }).data;
      if (body && typeof body === 'object' && 'invalid' in body && chosen.current === imported)
        setReport(body as PhoneNumberImportReport);
      toast('error', toApiError(reason).msg);
    }
  };

  const canImport = report !== null && report.invalid_total === 0 && report.to_create > 0;
  return (
    <>
      <PageHeader
        title="Import phone numbers"
        actions={<ButtonLink to={paths.phoneNumbers}>Back to phone numbers</ButtonLink>}
      />
      <Section title="The file">
        <p className={styles.muted}>
          A CSV file with a header line naming its columns:{' '}
          <span className={styles.mono}>{PHONE_NUMBER_CSV_COLUMNS.join(', ')}</span>. Number, carrier and
          account are required; carriers, accounts and applications are given by name or sid. An export of the
          phone numbers list has this shape. The file is checked before anything is imported.
        </p>
        <div className={styles.inlineRow}>
          <FileField
            label="CSV file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const next = event.currentTarget.files?.[0] ?? null;
              chosen.current = next;
              setFile(null);
              setReport(null);
              setError(undefined);
              setReading(next !== null);
            }}
            onText={(text, read) => {
              if (read !== chosen.current) return; // a file chosen before the last one
              setFile({ name: read.name, text });
              setReading(false);
            }}
            onReadError={(_reason, read) => {
              if (read === chosen.current) setReading(false);
            }}
          />
          <Button variant="secondary" disabled={!file || reading} busy={isLoading && !report} onClick={check}>
            Check the file
          </Button>
        </div>
        <ErrorMessage message={error} />
      </Section>
      {report ? (
        <Section title="What the import will do">
          <div className={styles.report}>
            <Alert
              kind={report.invalid_total > 0 ? 'error' : 'success'}
              title={`${report.rows} line${report.rows === 1 ? '' : 's'} read`}
            >
              <ul>
                <li>{report.to_create} to create</li>
                <li>
                  {report.duplicates_total} duplicate{report.duplicates_total === 1 ? '' : 's'}, skipped
                </li>
                <li>{report.invalid_total} invalid</li>
              </ul>
              {report.invalid_total > 0 ? (
                <p>Nothing is imported while a line is invalid: correct the file and check it again.</p>
              ) : null}
            </Alert>
            <ProblemTable caption="Invalid lines" rows={report.invalid} total={report.invalid_total} />
            <ProblemTable
              caption="Duplicates, skipped"
              rows={report.duplicates}
              total={report.duplicates_total}
            />
            <div>
              <Button disabled={!canImport} busy={isLoading} onClick={importAll}>
                {`Import ${report.to_create} phone number${report.to_create === 1 ? '' : 's'}`}
              </Button>
            </div>
          </div>
        </Section>
      ) : null}
    </>
  );
}
