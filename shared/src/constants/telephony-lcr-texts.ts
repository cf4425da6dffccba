// The outbound call routing form's and its route editor's texts, in English: the telephony area renders them
// through its 'telephony' translation namespace; `{{name}}` marks a value filled in (docs/architecture.md#translation).

export const LCR_FORM_TEXTS = {
  addTitle: 'Add outbound call routing',
  editTitle: 'Edit outbound call routing',
  loading: 'Loading the outbound call routing',
  what: 'outbound call routing',
  legend: 'Outbound call routing',
  name: 'Name',
  usedBy: 'Used by',
  usedByFixed: 'A table stays with its account or service provider.',
  defaultCarrier: 'Default carrier',
  defaultCarrierHint: 'Calls no route matches go to this carrier.',
  chooseCarrier: 'Choose a carrier',
  active: 'Active',
} as const;

export const ROUTE_EDITOR_TEXTS = {
  legend: 'Routes',
  description:
    'Routes are tried in order and the first match wins: drag a route by its handle (or use the keyboard) to change its place.',
  listLabel: 'Routes in priority order',
  regex: 'Route {{n}} regex or digit prefix',
  regexPlaceholder: 'Digit prefix or regex',
  routeDescription: 'Route {{n}} description',
  descriptionPlaceholder: 'Description',
  carrier: 'Route {{n}} carrier',
  chooseCarrier: 'Choose a carrier',
  remove: 'Remove route {{n}}',
  move: 'Move route {{n}}',
  empty: 'No routes yet: every call uses the default carrier.',
  add: 'Add route',
  last: 'Last: {{regex}} — {{description}}.',
  lastTo: 'Last: {{regex}} — {{description}}, to {{carrier}}.',
  what: 'route',
  instructions:
    'To move a route, press Space or Enter on its handle, move it with the up and down arrow keys, then press Space or Enter again to drop it. Escape puts it back.',
  routeName: 'route {{n}}',
  routeNameWithRegex: 'route {{n}} ({{regex}})',
  pickedUp: 'Picked up {{name}}, at position {{position}} of {{total}}.',
  over: '{{name}} is over position {{position}} of {{total}}.',
  dropped: '{{name}} was dropped at position {{position}} of {{total}}.',
  droppedOutside: '{{name}} was dropped.',
  cancelled: 'Moving {{name}} was cancelled: it is back at its place.',
} as const;
