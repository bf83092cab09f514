// The words around the terms and the privacy notice (their texts are published by admins: content/legal.ts first).
export const legalPage = {
  termsDescription: 'The terms of membership, event registration and use of the Ethiopian Cassava Association website.',
  privacyDescription:
    'What personal data the Ethiopian Cassava Association keeps, why, for how long, who sees it and how to use your rights under Proclamation No. 1321/2024.',
  intro: 'Please read this before you apply, register or write to us.',
  version: (n: number, date: string) => `Version ${n}, published ${date}`,
  retention: (days: number) =>
    days % 365 === 0
      ? `Period in force now: receipts and messages of people who never became members are erased after ${days / 365} year${days === 365 ? '' : 's'}.`
      : `Period in force now: receipts and messages of people who never became members are erased after ${days} days.`,
  otherDocument: { terms: 'Read the privacy notice', privacy: 'Read the terms and conditions' },
  ask: 'Questions or a request about your data? Write to',
};
