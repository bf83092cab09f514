/** The JSON in `text`, or undefined when it is not JSON (an empty body, an HTML error page). */
export function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
