// The contact page's words and those of the page a sent message leads to (the form's own words: ./contact.ts).

export const contactPage = {
  title: 'Contact Us',
  metaDescription:
    'Write to the Ethiopian Cassava Association or visit our office at ICT Park, Addis Ababa, Monday to Friday 8:30 AM to 5:30 PM.',
  intro: 'Questions about membership, events, partnerships or cassava farming? Send us a message and we will reply.',
  formTitle: 'Send us a message',
  infoTitle: 'Contact information',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hours: 'Office hours',
  sentTitle: 'Message sent',
  sentMetaDescription: 'Your message has reached the Ethiopian Cassava Association.',
  sentAgain: 'Write another message',
  backHome: 'Back to the home page',
};
