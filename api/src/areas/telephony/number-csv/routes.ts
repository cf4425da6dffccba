// Phone numbers as CSV (Switchboard's addition to the contract): `POST /PhoneNumbers/Import` (text/csv; the parser
// is app.ts's) and `GET /PhoneNumbers/Export`.
import { z } from 'zod';
import { PHONE_NUMBER_IMPORT_MAX_BYTES } from '@switchboard/shared/validation';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { numbersQuery } from '../numbers/routes';
import { NumberCsvService } from './service';

const tags = ['Phone numbers'];

const importQuery = z.looseObject({
  dry_run: z.string().optional().describe('true: only report what the import would do'),
  service_provider_sid: z.string().optional().describe('admins: the service provider the names belong to'),
});

export async function numberCsvRoutes(app: Api): Promise<void> {
  const csv = new NumberCsvService(app.ctx);

  route(app, {
    method: 'POST',
    url: '/PhoneNumbers/Import',
    bodyLimit: PHONE_NUMBER_IMPORT_MAX_BYTES,
    summary:
      'Import phone numbers from a CSV (text/csv: number, carrier, account, application, description; names or sids). ?dry_run=true reports only; otherwise all lines are created or none.',
    tags,
    querystring: importQuery,
    answers: {
      200: 'PhoneNumberImportReport (with created after an import)',
      400: 'not a CSV, or missing columns',
      422: 'invalid lines: nothing imported (the report is in the body)',
    },
    run: (request) => csv.import(request, request.query, request.body),
  });

  route(app, {
    method: 'GET',
    url: '/PhoneNumbers/Export',
    summary: 'The phone numbers of a list filter as CSV (number, carrier, account, application, description)',
    tags,
    querystring: numbersQuery,
    answers: { 200: 'text/csv' },
    run: (request, _owner, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="phone-numbers.csv"')
        .send(csv.export(request, request.query)),
  });
}
