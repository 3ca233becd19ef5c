/**
 * Tries to change, in place, every field, array and nested object of `value`, and ignores each
 * refusal (assigning to a frozen object throws in a module). A store that keeps the object it
 * was given, or hands out its own state, is changed by this; one that copies, or hands out frozen
 * records, is not: that is how the contracts check "records are copies".
 */
export function tamperWith(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const target = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(target)) {
    if (typeof field === 'object' && field !== null) tamperWith(field);
    attempt(() => {
      target[key] = changed(field);
    });
  }
  if (Array.isArray(value)) attempt(() => value.push('tampered'));
  attempt(() => {
    target.tampered = true;
  });
}

function changed(field: unknown): unknown {
  if (typeof field === 'number') return field + 1;
  if (typeof field === 'string') return `${field}-tampered`;
  if (typeof field === 'boolean') return !field;
  if (field === null) return 'tampered';
  return field; // nested objects were changed in place above
}

function attempt(change: () => unknown): void {
  try {
    change();
  } catch {
    /* frozen: the change was refused, which is just as good as a copy */
  }
}
