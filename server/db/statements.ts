/**
 * Names for the statements `Database.query` runs (the public writes, the token check), so that each PostgreSQL
 * connection prepares one once and then only binds and runs it, skipping the parse and plan of every request. Their
 * texts come from the code, so there are few; past `max` distinct texts a statement simply runs unnamed.
 */
export function statementNamer(max = 200): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `q${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}
