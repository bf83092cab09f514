// The English texts of the errors only the server says (the forms' and dialogs' messages are beside this file).
// contract/messages/am/server.ts has the same keys in Amharic; an Amharic request gets those, looked up by code
// (`server.<key>`, server/messages/codes.ts).

export const serverMessages = {
  /** `${thing} was not found.`, `thing` one of `things` below. */
  notFound: (thing: string) => `${thing} was not found.`,
  things: {
    item: 'That item',
    event: 'That event',
    application: 'That application',
    message: 'That message',
    user: 'That user',
    post: 'That post',
    resource: 'That resource',
    member: 'That member',
    invitation: 'That invitation',
  },
  noEndpoint: 'No such API endpoint.',
  unstorable: 'This text contains a character that cannot be stored (NUL or a broken character).',
  notAnObject: 'The request body must be a JSON object.',
  receiptNotMultipart: 'Please send the receipt as multipart/form-data with the fields receipt and applicationId.',
  invalidMultipart: 'The upload is not valid multipart form data.',
  receiptEmpty: 'The receipt file is empty.',
  applicationIdRequired: 'applicationId is required',
  noReceipt: 'No receipt has been uploaded for that application.',
  selfDelete: 'You cannot delete your own account.',
  selfDemote: 'You cannot remove your own administrator role or deactivate your own account.',
  lastAdmin: 'This is the last active administrator: make another administrator active first.',
  listFormat: 'Format must be csv or json.',
  exportTooLarge: (max: number) => `The export has more than ${max} rows; narrow it with a search.`,
  statusOneOf: (allowed: string) => `Status must be one of: ${allowed}.`,
  eventIdInvalid: 'eventId must be an event id.',
  formUnreadable: 'The form data could not be read.',
  textNotFile: 'Must be text, not a file',
  resourceMediaType: 'Please send the resource as form data or JSON.',
  crossSiteView: 'Page views are only counted from this site.',
  endBeforeStart: 'The end date cannot be before the day the membership started.',
  certificateNotFound:
    'No certificate has this code. Check that the whole code was scanned, or ask the member for their current certificate.',
} as const;
