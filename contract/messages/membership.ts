export const membershipMessages = {
  applicationFailed: 'Application failed. Please try again.',
  applicationFailedShort: 'Application failed',
  fetchApplicationsFailed: 'Failed to fetch applications',
  receiptWrongType: 'Please upload a JPG, PNG, or PDF file',
  receiptTooLarge: 'File size must be less than 5MB',
  receiptMissing: 'Please select a receipt file first',
  receiptFailed: 'Receipt upload failed. Please try again.',
  receiptSuccess: 'Receipt uploaded successfully! Your application is now complete.',
  applicationNotFound: 'We could not find that application.',
  receiptDecided:
    'This application has already been decided, so no more receipts can be added to it. Please contact our office if you need to send one.',
  receiptDailyLimit: 'You have uploaded as much as we can accept from your connection today. Please try again tomorrow.',
  receiptBusy: 'We are receiving many receipts right now. Please try again in a few seconds.',
  receiptInterrupted: 'The upload was interrupted. Please try again.',
  applicationDecided: 'This application has already been decided. To change the decision, reverse it first and give the reason.',
  applicationNotDecided: 'This application has not been decided yet, so there is no decision to reverse.',
} as const;
