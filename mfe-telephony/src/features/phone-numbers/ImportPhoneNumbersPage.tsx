// Import phone numbers from a CSV (Switchboard's addition): the file is checked first — what would be created, the
// duplicates that are skipped and every invalid line with its reason — and the import is offered only while no
// line is invalid. On Switchboard's API the check is a dry run on the server and the import all or nothing. On an
// API without an import (jambonz) the same check runs here over the plain lists, and the numbers are added one by
// one with a progress bar: a line the server refuses does not stop the others, and the report lists it.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError, useApiCapabilities } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { PhoneNumberImportProblem, PhoneNumberImportReport } from '@switchboard/shared/types';
import type { PhoneNumberCsvLine } from '@switchboard/shared/validation';
import { Alert, Button, ErrorMessage, FileField, PageHeader, Section } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { NoAccess, PageLoading, useSessionInfo } from '@switchboard/shared/admin';
import { PHONE_NUMBER_CSV_COLUMNS, TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { useAppDispatch } from '@switchboard/shared/store';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import {
  importedHere,
  useAddImportedPhoneNumberMutation,
  useGetPlainNumberListsQuery,
  useImportPhoneNumbersMutation,
} from './api';
import { checkNumbersCsvHere, linePayload, parseNumbersCsv } from './csv-here';

interface Problem extends PhoneNumberImportProblem {
  /** the server's own text, when it was written for programs */
  details?: string;
}

function ProblemTable({ caption, rows, total }: { caption: string; rows: Problem[]; total: number }) {
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
            <td>
              {row.reason}
              {row.details ? (
                <details>
                  <summary>Details</summary>
                  <span className={styles.mono}>{row.details}</span>
                </details>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An import done here, line by line. */
interface HereProgress {
  total: number;
  done: number;
  created: number;
  failed: Problem[];
  running: boolean;
  stopped: boolean;
}

export default function ImportPhoneNumbersPage() {
  const capabilities = useApiCapabilities();
  const session = useSessionInfo();
  if (session.isViewOnly) return <NoAccess message="You do not have access." />;
  if (!capabilities.known) return <PageLoading label="Loading" />;
  return (
    <ImportView
      onServer={capabilities.has('phone-number-import')}
      descriptions={capabilities.has('phone-number-descriptions')}
    />
  );
}

function ImportView({ onServer, descriptions }: { onServer: boolean; descriptions: boolean }) {
  const session = useSessionInfo();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const serviceProviderSid = session.serviceProviderSid ?? '';
  const [run, { isLoading }] = useImportPhoneNumbersMutation();
  const lists = useGetPlainNumberListsQuery(serviceProviderSid, { skip: onServer || !serviceProviderSid });
  const [addOne] = useAddImportedPhoneNumberMutation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<PhoneNumberImportReport | null>(null);
  // the lines a check done here found creatable, for the import that follows it
  const [lines, setLines] = useState<PhoneNumberCsvLine[]>([]);
  const [here, setHere] = useState<HereProgress | null>(null);
  const stopRequested = useRef(false);
  const [error, setError] = useState<string>();
  // The file last chosen: it is read asynchronously, and until it is read nothing is checked or imported (the
  // previous file's text and report are gone at once); a check answered after another choice is dropped.
  const chosen = useRef<File | null>(null);
  const [reading, setReading] = useState(false);
  const listsReady = onServer || lists.data !== undefined;

  const checkHere = (text: string) => {
    if (!lists.data) return;
    const parsed = parseNumbersCsv(text);
    if ('error' in parsed) return setError(parsed.error);
    const checked = checkNumbersCsvHere(parsed.records, lists.data, session.ownAccountSid ?? null);
    if ('error' in checked) return setError(checked.error);
    setReport(checked.report);
    setLines(checked.lines);
  };

  const check = async () => {
    if (!file || reading || !listsReady) return;
    const checked = chosen.current;
    setError(undefined);
    setReport(null);
    setHere(null);
    if (!onServer) return checkHere(file.text);
    try {
      const result = await run({ csv: file.text, dryRun: true, serviceProviderSid }).unwrap();
      if (chosen.current === checked) setReport(result);
    } catch (reason) {
      if (chosen.current === checked) setError(toApiError(reason).msg);
    }
  };

  const importOnServer = async () => {
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

  const importHere = async () => {
    if (lines.length === 0) return;
    stopRequested.current = false;
    const progress: HereProgress = {
      total: lines.length,
      done: 0,
      created: 0,
      failed: [],
      running: true,
      stopped: false,
    };
    setHere({ ...progress });
    for (const line of lines) {
      if (stopRequested.current) {
        progress.stopped = true;
        break;
      }
      try {
        await addOne(linePayload(line, line.description, descriptions)).unwrap();
        progress.created += 1;
      } catch (reason) {
        const { msg, details } = toApiError(reason);
        progress.failed.push({
          line: line.line,
          number: line.number,
          reason: details ? 'the server refused it' : msg,
          ...(details ? { details } : {}),
        });
      }
      progress.done += 1;
      setHere({ ...progress, failed: [...progress.failed] });
    }
    progress.running = false;
    setHere({ ...progress, failed: [...progress.failed] });
    dispatch(importedHere());
    if (progress.failed.length === 0 && !progress.stopped) {
      toast('success', T.imported(progress.created));
      navigate(paths.phoneNumbers);
    }
  };

  const canImport = report !== null && report.invalid_total === 0 && report.to_create > 0 && !here?.running;
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
        {onServer ? null : (
          <Alert kind="info" title="Imported by the portal">
            <p>
              This API has no import of its own: the portal checks the file here and adds the numbers one at a
              time. A number the server refuses does not stop the others; the report lists it.
            </p>
            {descriptions ? null : <p>This API does not keep descriptions: that column is not imported.</p>}
          </Alert>
        )}
        <div className={styles.inlineRow}>
          <FileField
            label="CSV file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const next = event.currentTarget.files?.[0] ?? null;
              chosen.current = next;
              setFile(null);
              setReport(null);
              setLines([]);
              setHere(null);
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
          <Button
            variant="secondary"
            disabled={!file || reading || !listsReady || Boolean(here?.running)}
            busy={(isLoading && !report) || (!onServer && lists.isFetching && !lists.data)}
            onClick={check}
          >
            Check the file
          </Button>
        </div>
        <ErrorMessage
          message={
            error ??
            (lists.error
              ? `The lists to check the file against could not be read: ${toApiError(lists.error).msg}`
              : undefined)
          }
        />
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
            <div className={styles.inlineRow}>
              <Button
                disabled={!canImport}
                busy={onServer ? isLoading : Boolean(here?.running)}
                onClick={onServer ? importOnServer : importHere}
              >
                {`Import ${report.to_create} phone number${report.to_create === 1 ? '' : 's'}`}
              </Button>
              {here?.running ? (
                <Button variant="secondary" onClick={() => (stopRequested.current = true)}>
                  Stop
                </Button>
              ) : null}
            </div>
          </div>
        </Section>
      ) : null}
      {here ? <ImportedHere progress={here} /> : null}
    </>
  );
}

/** The progress of an import done here, then what it did. */
function ImportedHere({ progress }: { progress: HereProgress }) {
  const { total, done, created, failed, running, stopped } = progress;
  return (
    <Section title={running ? 'Importing' : 'What was imported'}>
      <div className={styles.report}>
        <progress className={styles.progress} max={total} value={done} aria-label="Importing phone numbers" />
        <p role="status">
          {running
            ? `Adding ${done} of ${total}…`
            : `${created} of ${total} phone number${total === 1 ? '' : 's'} added${
                failed.length ? `, ${failed.length} refused` : ''
              }${stopped ? `; stopped before the other ${total - done}` : ''}.`}
        </p>
        <ProblemTable caption="Lines the server refused" rows={failed} total={failed.length} />
        {!running && (failed.length > 0 || stopped) ? (
          <ButtonLink to={paths.phoneNumbers}>Go to the phone numbers</ButtonLink>
        ) : null}
      </div>
    </Section>
  );
}
