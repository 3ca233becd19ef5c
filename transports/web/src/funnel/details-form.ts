/** The presubscribe form's traveller fields, as sent. */
export interface DetailsForm {
  readonly name: string;
  readonly email: string;
  readonly terms: boolean;
}

export type DetailsField = keyof DetailsForm;

export interface ReadDetails {
  readonly values: DetailsForm;
  /** The fields to correct, in the form's order (the error summary lists them so). */
  readonly errors: readonly DetailsField[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the traveller's details. They are checked, never stored: the embedded funnel is a
 * demonstrator without a policy system to hand them to, and a sandbox must hold no personal data
 * (spec). A funnel that issues real policies is an external one (docs/funnel-protocol.md).
 */
export const readDetails = (fields: Readonly<Record<string, string>>): ReadDetails => {
  const values: DetailsForm = { name: (fields.name ?? '').trim(), email: (fields.email ?? '').trim(), terms: fields.terms === 'yes' };
  const errors: DetailsField[] = [];
  if (values.name.length === 0 || values.name.length > 200) errors.push('name');
  if (values.email.length > 254 || !EMAIL.test(values.email)) errors.push('email');
  if (!values.terms) errors.push('terms');
  return { values, errors };
};
