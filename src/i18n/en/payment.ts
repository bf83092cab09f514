// The words of "how to pay": on the membership page, the application's next step, the receipt page and My membership.
import { birrDigits } from '../../../contract/members';

export const payment = {
  title: 'How to pay',
  amount: 'Amount to pay',
  birr: (amount: number) => `${birrDigits(amount)} Birr`,
  oneYear: 'for one year',
  priceOnRequest: 'Price on request',
  priceOnRequestNote: 'Our office will tell you the amount after reading your application.',
  reference: 'Payment reference',
  referenceHelp: 'Write it on the bank slip, so that we know the payment is yours.',
  referenceLater: 'When you apply, you get your own payment reference: write it on the bank slip.',
  accountsTitle: 'Pay into',
  bank: 'Bank',
  branch: 'Branch',
  accountName: 'Account name',
  accountNumber: 'Account number',
  noAccount: 'Our office will give you the bank account: call +251 11 555 0142 or write to info@cassava.org.et.',
  continueAt: 'After paying, upload a photo of the bank slip on My membership, with the email you applied with:',
  myMembership: 'My membership',
  follow:
    'To follow your application, find your payment reference again or send another receipt, open My membership with the email you applied with:',
};
