// The words of the membership page and of the application's own pages (apply, receipt, done). The fees and the
// farm-investor arrangement are staff's (Settings), so no figure is written here.

export const membershipPage = {
  title: 'Membership',
  metaDescription:
    'Join the Ethiopian Cassava Association as a farmer, processor or exporter, or as a farm investor: the yearly fee of each plan and how to pay it.',
  intro:
    'Three membership plans, for farmers, processors and exporters: each gives you a vote at the annual assembly. Farm investors join through an arrangement of their own, further down this page.',
  /** Above the three plans, when they all cost the same. */
  sameFee: (fee: string) => `Each of the three plans costs ${fee} per year.`,
  plansTitle: 'Choose your plan',
  joinNow: 'Join Now',
  extraTitle: 'Every member also gets',
  investorTitle: 'Farm investors',
  investorPrice: (fee: string) => `${fee} per year`,
  howToPayTitle: 'How to pay',
  afterApplying:
    'Apply first: the next step shows the amount you owe and your own payment reference, and the confirmation email repeats them.',
  registerNow: 'Register Now',
  review: 'Applications are reviewed within 3-5 business days.',
  alreadyApplied: 'Already applied?',
  openAccount: 'Open my membership',
  imageAlt: 'Rows of healthy cassava on a commercial farm',
  applyMetaDescription: (plan: string) => `Apply for ${plan} membership of the Ethiopian Cassava Association.`,
  allPlans: 'All plans',
  receiptTitle: 'Payment receipt',
  receiptMetaDescription: 'Send the bank receipt of your membership fee.',
  receiptIntro: (firstName: string, plan: string) =>
    `Thank you, ${firstName}. Your ${plan} membership application has reached us. Last step: send the bank receipt of your membership fee.`,
  receiptLater: 'No receipt at hand? You can send it later from My membership: ask there for a sign-in link to the email you applied with.',
  expiredTitle: 'This page has expired',
  expiredText:
    'The receipt of an application can only be sent here from the browser that applied, on the day it applied. Please send it from My membership instead: ask there for a sign-in link to the email you applied with.',
  doneTitle: 'Application complete',
  doneMetaDescription: 'Your membership application and its receipt have reached the Ethiopian Cassava Association.',
  backHome: 'Back to the home page',
};
