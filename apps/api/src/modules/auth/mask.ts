/** 'jane@x.test' → 'j***@x.test'; '(212) 555-0100' → '(***) ***-0100': enough to recognise, not to harvest. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination[0]}***${destination.slice(at)}`;
  return `(***) ***-${destination.slice(-4)}`;
}
