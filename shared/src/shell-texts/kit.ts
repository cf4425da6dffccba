// The admin kit's own texts (list footer, pager, form buttons, list page defaults), in English: the kit renders them
// through the 'kit' translation namespace built from these (docs/architecture.md#translation). `{{lower}}` is a
// page title in lower case, as English puts it mid-sentence; `{{title}}` as written.

export const KIT_TEXTS = {
  // The spec's English has one form for every count; a translation may have its own plural forms.
  total_one: 'Total: {{count}} record(s)',
  total_other: 'Total: {{count}} record(s)',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back',
  actions: 'Actions',
  name: 'Name',
  filterByName: 'Filter by name',
  filterList: 'Filter {{lower}}',
  loadingList: 'Loading {{lower}}',
  chooseServiceProvider: 'Choose a service provider to see its {{lower}}.',
  deleted: 'Deleted {{what}} {{name}}',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {{page}}',
  jumpBack: 'Jump back to page {{page}}',
  jumpForward: 'Jump forward to page {{page}}',
  pageSize: 'Page size',
  deleteWhat: 'Delete {{what}}',
  confirmDelete: 'Confirm delete',
  delete: 'Delete',
  deleteQuestion: 'Are you sure you want to delete {{name}}?',
  deleteRefused: '{{name}} could not be deleted: the server refused it',
  details: 'Details',
  failed: 'Something went wrong, please try again',
  editName: 'Edit {{name}}',
  deleteName: 'Delete {{name}}',
  checking: 'Checking {{what}}',
  checkFailed: 'Could not check {{what}}',
} as const;
