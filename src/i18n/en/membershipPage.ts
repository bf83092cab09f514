// The words of the membership page and of the application's own pages (apply, receipt, done).
import { MEMBERSHIP_FEE } from '../../../contract/plans';

export const membershipPage = {
  title: 'Membership',
  metaDescription: `Join the Ethiopian Cassava Association as a farmer, processor or exporter for ${MEMBERSHIP_FEE} per year, or register as a farm investor.`,
  intro: `Choose the plan that fits your business. Every plan costs ${MEMBERSHIP_FEE} per year and gives you a vote at the annual assembly.`,
  plansTitle: 'Choose your plan',
  joinNow: 'Join Now',
  extraTitle: 'Every member also gets',
  investorTitle: 'Farm investors',
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
