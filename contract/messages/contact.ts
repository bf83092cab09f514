export const contactMessages = {
  failed: 'An error occurred while submitting the form. Please try again.',
  success: "Your message has been sent successfully! We'll contact you soon.",
} as const;
