export const adminMessages = {
  usersNoPermission: 'You do not have permission to view or manage users.',
  privacyNoPermission: 'Only admins can change the terms and privacy notice or answer data requests.',
  legalDocumentNotFound: 'That document was not found.',
  nothingHeld: 'Nothing is held about that email address.',
  confirmErase: 'Tick the box to confirm the erasure.',
  correctionEmpty: 'Fill in at least one field to correct.',
} as const;
