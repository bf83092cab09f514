// What the server knew when it made a page that the pre-render could not (server/platform/pages.ts): a form sent without
// JavaScript and answered with its errors, or the facts of a result page. The server renders the page with it and writes
// it into the page as a JSON block (never run: the CSP allows it); the app reads it back, so it adopts the same page with
// the same values and messages, and its machines start from what the visitor had typed.
import { createContext, useContext } from 'react';
import type { FormState, PageState } from '../contract/pageState';

export type { FormState, PageState };

/** The JSON block's id (scripts/lib/pageDocument.mjs writes it). */
export const PAGE_STATE_ID = 'page-state';

export const PageStateContext = createContext<PageState | null>(null);

/** The server's state of one form on this page, if it sent one back. */
export const useFormState = (form: string): FormState | undefined => useContext(PageStateContext)?.forms?.[form];

/** A result page's facts, if the server gave them. */
export const usePageData = <T,>(name: string): T | undefined => useContext(PageStateContext)?.data?.[name] as T | undefined;

/** In the browser: the state the server wrote into the page, or null for a page the build made. */
export function readPageState(): PageState | null {
  const block = document.getElementById(PAGE_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PageState;
  } catch {
    return null;
  }
}
