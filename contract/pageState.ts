// What the server knew when it made a page that the pre-render could not (server/platform/pages.ts): a form sent without
// JavaScript and answered with its errors, or the facts of a result page. Shared by the server, which renders the page
// with it, and the app, which reads it back from the page (src/pageState.tsx).

/** A form as the server sent it back: what was typed (checkboxes as booleans), each field's message, the failure. */
export type FormState = {
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  /** A refusal that is not about one field (the event is full, too many requests…). */
  failure?: string;
};

export type PageState = {
  /** By form id: `contact`, `membership`, `receipt`, `registration`. */
  forms?: Record<string, FormState>;
  /** A result page's facts, by name. */
  data?: Record<string, unknown>;
};
