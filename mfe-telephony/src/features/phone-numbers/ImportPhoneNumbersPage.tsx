// Import phone numbers from a CSV (Switchboard's addition): the file is checked first — what would be created, the
// duplicates that are skipped and every invalid line with its reason — and the import is offered only while no
// line is invalid. On Switchboard's API the check is a dry run on the server and the import all or nothing. On an
// API without an import (jambonz) the same check runs here over the plain lists, and the numbers are added one by
// one with a progress bar: a line the server refuses does not stop the others, and the report lists it.
import { useRef, useState } from 'react';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useNavigate } from 'react-router';
import { toApiError, useApiCapabilities } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { PhoneNumberImportProblem, PhoneNumberImportReport } from '@switchboard/shared/types';
import type { PhoneNumberCsvLine } from '@switchboard/shared/validation';
import { Alert, Button, ErrorMessage, FileField, Mono, PageHeader, Section } from '@switchboard/shared/ui';
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
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  if (total === 0) return null;
  return (
    <table className={styles.reportTable}>
      <caption>
        {total > rows.length
          ? t('numberImport.captionFirst', { caption, total, shown: rows.length })
          : t('numberImport.caption', { caption, total })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('numberImport.line')}</th>
          <th scope="col">{t('numberImport.number')}</th>
          <th scope="col">{t('numberImport.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.line}-${row.number}`}>
            <td>{row.line}</td>
            <td>
              <Mono>{row.number}</Mono>
            </td>
            <td>
              {translateKnown(row.reason)}
              {row.details ? (
                <details>
                  <summary>{t('numberImport.details')}</summary>
                  <Mono>{row.details}</Mono>
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
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const capabilities = useApiCapabilities();
  const session = useSessionInfo();
  if (session.isViewOnly) return <NoAccess message={t('numberImport.noAccess')} />;
  if (!capabilities.known) return <PageLoading label={t('carrierForm.loading')} />;
  return (
    <ImportView
      onServer={capabilities.has('phone-number-import')}
      descriptions={capabilities.has('phone-number-descriptions')}
    />
  );
}

function ImportView({ onServer, descriptions }: { onServer: boolean; descriptions: boolean }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
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
          reason: details ? t('numberImport.serverRefused') : msg,
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
        title={t('numberImport.title')}
        actions={<ButtonLink to={paths.phoneNumbers}>{t('numberImport.back')}</ButtonLink>}
      />
      <Section title={t('numberImport.fileTitle')}>
        <p className={styles.muted}>
          {t('numberImport.fileIntro', { columns: PHONE_NUMBER_CSV_COLUMNS.join(', ') })}
        </p>
        {onServer ? null : (
          <Alert kind="info" title={t('numberImport.hereTitle')}>
            <p>{t('numberImport.hereText')}</p>
            {descriptions ? null : <p>{t('numberImport.noDescriptions')}</p>}
          </Alert>
        )}
        <div className={styles.inlineRow}>
          <FileField
            label={t('numberImport.file')}
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
            {t('numberImport.check')}
          </Button>
        </div>
        <ErrorMessage
          message={
            (error && translateKnown(error)) ??
            (lists.error
              ? t('numberImport.listsFailed', { reason: translateKnown(toApiError(lists.error).msg) })
              : undefined)
          }
        />
      </Section>
      {report ? (
        <Section title={t('numberImport.reportTitle')}>
          <div className={styles.report}>
            <Alert
              kind={report.invalid_total > 0 ? 'error' : 'success'}
              title={t('numberImport.linesRead', { count: report.rows })}
            >
              <ul>
                <li>{t('numberImport.toCreate', { count: report.to_create })}</li>
                <li>{t('numberImport.duplicates', { count: report.duplicates_total })}</li>
                <li>{t('numberImport.invalid', { count: report.invalid_total })}</li>
              </ul>
              {report.invalid_total > 0 ? <p>{t('numberImport.fixFirst')}</p> : null}
            </Alert>
            <ProblemTable
              caption={t('numberImport.invalidLines')}
              rows={report.invalid}
              total={report.invalid_total}
            />
            <ProblemTable
              caption={t('numberImport.duplicateLines')}
              rows={report.duplicates}
              total={report.duplicates_total}
            />
            <div className={styles.inlineRow}>
              <Button
                disabled={!canImport}
                busy={onServer ? isLoading : Boolean(here?.running)}
                onClick={onServer ? importOnServer : importHere}
              >
                {t('numberImport.importCount', { count: report.to_create })}
              </Button>
              {here?.running ? (
                <Button variant="secondary" onClick={() => (stopRequested.current = true)}>
                  {t('numberImport.stop')}
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
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { total, done, created, failed, running, stopped } = progress;
  const added = failed.length
    ? t('numberImport.addedRefused', { count: total, created, refused: failed.length })
    : t('numberImport.added', { count: total, created });
  return (
    <Section title={running ? t('numberImport.importing') : t('numberImport.imported')}>
      <div className={styles.report}>
        <progress
          className={styles.progress}
          max={total}
          value={done}
          aria-label={t('numberImport.progress')}
        />
        <p role="status">
          {running ? t('numberImport.adding', { done, total }) : added}
          {!running && stopped ? <> {t('numberImport.stopped', { left: total - done })}</> : null}
        </p>
        <ProblemTable caption={t('numberImport.refusedLines')} rows={failed} total={failed.length} />
        {!running && (failed.length > 0 || stopped) ? (
          <ButtonLink to={paths.phoneNumbers}>{t('numberImport.goToNumbers')}</ButtonLink>
        ) : null}
      </div>
    </Section>
  );
}
