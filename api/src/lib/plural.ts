// Counted nouns in messages: "1 account", "3 phone numbers".
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
