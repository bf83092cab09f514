export const adminMessages = {
  usersNoPermission: 'You do not have permission to view or manage users.',
  privacyNoPermission: 'Only admins can change the terms and privacy notice or answer data requests.',
  legalDocumentNotFound: 'That document was not found.',
  nothingHeld: 'Nothing is held about that email address.',
  confirmErase: 'Tick the box to confirm the erasure.',
  correctionEmpty: 'Fill in at least one field to correct.',
  certificateImageType: 'Choose a PNG or JPEG image.',
  certificateImageTooLarge: 'The image must be at most 256 KB. Save it smaller and try again.',
  certificateImageUnknown: 'Unknown image: it is the logo, the signature or the seal.',
} as const;
